import { useTranslation } from 'react-i18next';
import { Notice } from '../../../app/public-frame/light-fields.tsx';
import styles from '../../../app/public-frame/public-frame.module.css';
import { PublicLink } from '../../../app/public-frame/public-navigation.tsx';

export function ForgotPasswordNoticePage() {
  const { t } = useTranslation();
  return (
    <div className={styles.stack}>
      <h2 className={styles.title}>{t('auth.passwordResetTitle')}</h2>
      <Notice color="green" role="status">
        {t('auth.passwordResetText')}
      </Notice>
      <PublicLink to="/login" className={styles.button}>
        {t('auth.toSignIn')}
      </PublicLink>
    </div>
  );
}
