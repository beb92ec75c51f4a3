import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enterApp } from '../../../app/public-frame/enter-app.ts';
import { emailRule, textRule } from '../../../app/public-frame/field-rules.ts';
import { Notice, PasswordField, SubmitButton, TextField } from '../../../app/public-frame/light-fields.tsx';
import styles from '../../../app/public-frame/public-frame.module.css';
import { PublicLink, usePublicAddress } from '../../../app/public-frame/public-navigation.tsx';
import { useLightForm } from '../../../app/public-frame/use-light-form.ts';
import { safeReturnUrl } from '../../../app/safe-return-url.ts';
import { sessionStore } from '../../../app/session.ts';
import { readSignedOutState } from '../signed-out-state.ts';
import { isServerReachable, signIn } from './public-calls.ts';

const rules = { email: emailRule, password: textRule(1024) };

/** The notice the app sent along when the server ended the session (kept in the history entry across the reload). */
export function signedOutNoticeKey(): string | undefined {
  if (import.meta.env.SSR) return undefined;
  const state: unknown = window.history.state;
  const carried = typeof state === 'object' && state !== null && 'usr' in state ? state.usr : null;
  return readSignedOutState(carried)?.signedOutNoticeKey;
}

export function LoginPage() {
  const { t } = useTranslation();
  const returnUrl = safeReturnUrl(usePublicAddress().searchParams.get('returnUrl'));
  const [noticeKey] = useState(signedOutNoticeKey);
  const [isUnreachable, setUnreachable] = useState(false);
  const [isPending, setPending] = useState(false);
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const { field, onSubmit, submitButton, placeServerError } = useLightForm(rules, {
    email: '',
    password: '',
  });

  useEffect(() => {
    // Arriving after the server ended the session (password changed): forget it here too, and say why. A session
    // still in force goes on to the page asked for.
    if (noticeKey) sessionStore.clear();
    else if (sessionStore.get().isSignedIn) void enterApp(returnUrl);
    void isServerReachable().then((isReachable) => setUnreachable(!isReachable));
  }, [noticeKey, returnUrl]);

  const submit = onSubmit(async (values) => {
    setPending(true);
    setFailureKey(null);
    try {
      await signIn(values);
      await enterApp(returnUrl);
    } catch (error) {
      setFailureKey(placeServerError(error));
      setPending(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <div className={styles.stack}>
        <h2 className={styles.title}>{t('auth.loginTitle')}</h2>
        {noticeKey && (
          <Notice color="blue" role="status">
            {t(noticeKey)}
          </Notice>
        )}
        {isUnreachable && (
          <Notice color="orange" role="status">
            {t('auth.serverUnreachable')}
          </Notice>
        )}
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          required
          disabled={isPending}
          {...field('email')}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          required
          disabled={isPending}
          {...field('password')}
        />
        {failureKey && (
          <Notice color="red" role="alert">
            {t(failureKey)}
          </Notice>
        )}
        <SubmitButton {...submitButton} isLoading={isPending}>
          {t('auth.signIn')}
        </SubmitButton>
        <div className={styles.links}>
          <PublicLink to="/forgot-password" className={styles.link}>
            {t('auth.forgotPassword')}
          </PublicLink>
          <PublicLink to="/token-login" className={styles.link}>
            {t('auth.signInWithToken')}
          </PublicLink>
        </div>
        <p className={styles.centered}>
          {t('auth.noAccount')}{' '}
          <PublicLink to="/register" className={styles.link}>
            {t('auth.register')}
          </PublicLink>
        </p>
      </div>
    </form>
  );
}
