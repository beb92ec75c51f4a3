import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsInteractive } from './before-script.ts';
import styles from './public-frame.module.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className'>;

interface FieldProps extends InputProps {
  /** The form's name of the field; marks the input so what is typed before the script runs is kept. */
  field?: string;
  label: string;
  value: string;
  onChange?: (value: string) => void;
  error?: string;
  description?: string;
  /** A control shown inside the field's right end (the password field's show/hide button). */
  rightSection?: ReactNode;
  inputClassName?: string;
}

/** A labelled text field looking like the app's Mantine fields: label, description, input, error. */
export function TextField({
  field,
  label,
  value,
  onChange,
  error,
  description,
  rightSection,
  inputClassName,
  required,
  ...input
}: FieldProps) {
  const id = useId();
  const described = [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {description && (
        <p id={`${id}-description`} className={styles.description}>
          {description}
        </p>
      )}
      <div className={styles.inputWrapper}>
        <input
          id={id}
          className={`${styles.input} ${inputClassName ?? ''}`}
          value={value}
          onChange={(event) => onChange?.(event.currentTarget.value)}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          data-error={error ? true : undefined}
          data-with-right-section={rightSection ? true : undefined}
          data-field={field}
          {...input}
        />
        {rightSection && <div className={styles.rightSection}>{rightSection}</div>}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A password field whose show/hide button is named in the page's language and by what it will do. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'rightSection'>) {
  const { t } = useTranslation();
  const [isVisible, setVisible] = useState(false);
  const toggle = (
    <button
      type="button"
      className={styles.toggle}
      aria-label={t(isVisible ? 'fields.hideTyped' : 'fields.showTyped')}
      aria-pressed={isVisible}
      disabled={props.disabled}
      onClick={() => setVisible(!isVisible)}
    >
      <svg viewBox="0 0 15 15" width="18" height="18" aria-hidden="true">
        <path
          fill="currentColor"
          d={
            isVisible
              ? 'M13.35 1.65a.5.5 0 0 0-.7-.7L10.6 3A7.5 7.5 0 0 0 7.5 2.3C4.6 2.3 2 4.1.6 7.3a.5.5 0 0 0 0 .4 8.3 8.3 0 0 0 2.5 3.3L1.65 12.65a.5.5 0 0 0 .7.7ZM4.1 10.2a7.3 7.3 0 0 1-2.5-2.7c1.3-2.7 3.5-4.2 5.9-4.2.8 0 1.6.2 2.4.5L8.8 4.9A2.6 2.6 0 0 0 5.4 8.3Zm7.1-4.7.7-.7a8.4 8.4 0 0 1 2.5 2.7.5.5 0 0 1 0 .4c-1.4 3.2-4 5-6.9 5-.8 0-1.6-.1-2.4-.4l.8-.8c.5.1 1 .2 1.6.2 2.4 0 4.6-1.5 5.9-4.2a7.6 7.6 0 0 0-2.2-2.2Z'
              : 'M7.5 11.7c-2.4 0-4.6-1.5-5.9-4.2 1.3-2.7 3.5-4.2 5.9-4.2s4.6 1.5 5.9 4.2c-1.3 2.7-3.5 4.2-5.9 4.2Zm0-9.4C4.6 2.3 2 4.1.6 7.3a.5.5 0 0 0 0 .4c1.4 3.2 4 5 6.9 5s5.5-1.8 6.9-5a.5.5 0 0 0 0-.4c-1.4-3.2-4-5-6.9-5Zm0 7.2a2 2 0 1 1 0-4 2 2 0 0 1 0 4Zm0 1a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z'
          }
        />
      </svg>
    </button>
  );
  return <TextField {...props} type={isVisible ? 'text' : 'password'} rightSection={toggle} />;
}

interface SubmitButtonProps {
  isValid: boolean;
  onRevealErrors: () => void;
  isLoading?: boolean;
  children: ReactNode;
}

/**
 * The form's submit button, as the app's: disabled in looks and for assistive technology while the form is invalid,
 * yet pressing it shows at each field what is missing. Disabled outright until the page's script runs it.
 */
export function SubmitButton({ isValid, onRevealErrors, isLoading, children }: SubmitButtonProps) {
  const isInteractive = useIsInteractive();
  return (
    <button
      type="submit"
      className={styles.button}
      data-disabled={!isValid || undefined}
      aria-disabled={!isValid || undefined}
      data-loading={isLoading || undefined}
      disabled={isLoading || !isInteractive}
      onClick={(event) => {
        if (isValid) return;
        event.preventDefault();
        onRevealErrors();
      }}
    >
      <span className={styles.buttonLabel}>{children}</span>
      {isLoading && <span className={styles.spinner} aria-hidden="true" />}
    </button>
  );
}

/** A message box in one of the app's alert colours; `alert` for errors, `status` for notices. */
export function Notice({
  color,
  role,
  children,
}: {
  color: 'red' | 'blue' | 'orange' | 'green';
  role: 'alert' | 'status';
  children: ReactNode;
}) {
  return (
    <div className={styles.notice} data-color={color} role={role}>
      {children}
    </div>
  );
}
