import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enterApp } from '../../../app/public-frame/enter-app.ts';
import { textRule } from '../../../app/public-frame/field-rules.ts';
import { Notice, SubmitButton, TextField } from '../../../app/public-frame/light-fields.tsx';
import styles from '../../../app/public-frame/public-frame.module.css';
import { PublicLink, usePublicAddress } from '../../../app/public-frame/public-navigation.tsx';
import { useLightForm } from '../../../app/public-frame/use-light-form.ts';
import { signIn } from './public-calls.ts';

const rules = { loginToken: textRule(200, { isTrimmed: true }) };

export function TokenLoginPage() {
  const { t } = useTranslation();
  const linkToken = usePublicAddress().searchParams.get('loginToken') ?? '';
  const [isPending, setPending] = useState(false);
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const { field, onSubmit, submitButton, placeServerError } = useLightForm(rules, { loginToken: linkToken });
  const hasSubmittedLink = useRef(false);

  const submit = async (loginToken: string) => {
    setPending(true);
    setFailureKey(null);
    try {
      await signIn({ loginToken: loginToken.trim() });
      await enterApp('/app/dashboard');
    } catch (error) {
      setFailureKey(placeServerError(error));
      setPending(false);
    }
  };

  // A sign-in link carries its token: use it once, straight away.
  useEffect(() => {
    if (!linkToken || hasSubmittedLink.current) return;
    hasSubmittedLink.current = true;
    void submit(linkToken);
  });

  return (
    <form onSubmit={onSubmit((values) => void submit(values.loginToken))} noValidate>
      <div className={styles.stack}>
        <h2 className={styles.title}>{t('auth.tokenLoginTitle')}</h2>
        <TextField
          label={t('auth.loginToken')}
          autoComplete="off"
          required
          disabled={isPending}
          {...field('loginToken')}
        />
        {failureKey && (
          <Notice color="red" role="alert">
            {t(failureKey)}
          </Notice>
        )}
        <SubmitButton {...submitButton} isLoading={isPending}>
          {t('auth.signIn')}
        </SubmitButton>
        <p className={styles.centered}>
          <PublicLink to="/login" className={styles.link}>
            {t('auth.backToLogin')}
          </PublicLink>
        </p>
      </div>
    </form>
  );
}
