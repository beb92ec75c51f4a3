import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

interface OtpInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  isDisabled?: boolean;
}

const otpLength = 6;

/**
 * The 6-digit one-time password of the forgot-password and change-e-mail flows: one labelled field
 * that takes only digits, accepts a pasted code and the browser's one-time-code autofill.
 */
export function OtpInput({ label, value, onChange, error, isDisabled }: OtpInputProps) {
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, otpLength))}
      error={error}
      disabled={isDisabled}
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={otpLength}
      placeholder="······"
      w={200}
      styles={{
        input: { fontFamily: 'monospace', fontSize: 'var(--mantine-font-size-lg)', letterSpacing: '0.4em' },
      }}
    />
  );
}
