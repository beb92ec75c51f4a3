import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailRule, newPasswordRule, otpRule } from '../../../app/public-frame/field-rules.ts';
import { Notice, PasswordField, SubmitButton, TextField } from '../../../app/public-frame/light-fields.tsx';
import styles from '../../../app/public-frame/public-frame.module.css';
import { goTo, PublicLink } from '../../../app/public-frame/public-navigation.tsx';
import { useLightForm } from '../../../app/public-frame/use-light-form.ts';
import { sendPasswordCode, setNewPassword } from './public-calls.ts';

/** Runs one call of a form: pending while it runs, the message of a refusal the form could not place after it. */
function useCall() {
  const [isPending, setPending] = useState(false);
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const run = async (call: () => Promise<void>, onFailure: (error: unknown) => string | null) => {
    setPending(true);
    setFailureKey(null);
    try {
      await call();
    } catch (error) {
      setFailureKey(onFailure(error));
    } finally {
      setPending(false);
    }
  };
  return { isPending, failureKey, run };
}

/** Step 1: the address the one-time password goes to. */
function SendCodeForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const call = useCall();
  const { field, onSubmit, submitButton, placeServerError } = useLightForm(
    { email: emailRule },
    { email: '' },
  );
  const submit = onSubmit(({ email }) =>
    call.run(async () => {
      await sendPasswordCode(email);
      onSent(email);
    }, placeServerError),
  );
  return (
    <form onSubmit={submit} noValidate>
      <div className={styles.stack}>
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          required
          disabled={call.isPending}
          {...field('email')}
        />
        {call.failureKey && (
          <Notice color="red" role="alert">
            {t(call.failureKey)}
          </Notice>
        )}
        <SubmitButton {...submitButton} isLoading={call.isPending}>
          {t('auth.sendCode')}
        </SubmitButton>
      </div>
    </form>
  );
}

const newPasswordRules = { password: newPasswordRule, otp: otpRule };

/** Step 2: the new password and the code that was mailed to `email`. */
function NewPasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const call = useCall();
  const { field, onSubmit, submitButton, placeServerError } = useLightForm(newPasswordRules, {
    password: '',
    otp: '',
  });
  const otp = field('otp');
  const submit = onSubmit((values) =>
    call.run(async () => {
      await setNewPassword({ email, ...values });
      goTo('/forgot-password-notice', { isReplacing: true });
    }, placeServerError),
  );
  return (
    <form onSubmit={submit} noValidate>
      <div className={styles.stack}>
        <TextField label={t('fields.email')} type="email" value={email} disabled readOnly />
        <PasswordField
          label={t('fields.newPassword')}
          description={t('validation.passwordRule')}
          autoComplete="new-password"
          required
          disabled={call.isPending}
          {...field('password')}
        />
        <TextField
          label={t('fields.otp')}
          {...otp}
          onChange={(value) => otp.onChange(value.replace(/\D/g, '').slice(0, 6))}
          required
          disabled={call.isPending}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="······"
          inputClassName={styles.code}
        />
        {call.failureKey && (
          <Notice color="red" role="alert">
            {t(call.failureKey)}
          </Notice>
        )}
        <SubmitButton {...submitButton} isLoading={call.isPending}>
          {t('auth.setNewPassword')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** Step 1 sends a one-time password to the e-mail address; step 2 sets the new password with it (spec 000 §2). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState<string | null>(null);
  return (
    <div className={styles.stack}>
      <h2 className={styles.title}>{t('auth.forgotPasswordTitle')}</h2>
      <p className={styles.hint}>
        {t(email ? 'auth.forgotPasswordStep2Hint' : 'auth.forgotPasswordStep1Hint')}
      </p>
      {email ? <NewPasswordForm email={email} /> : <SendCodeForm onSent={setEmail} />}
      <p className={styles.centered}>
        <PublicLink to="/login" className={styles.link}>
          {t('auth.backToLogin')}
        </PublicLink>
      </p>
    </div>
  );
}
