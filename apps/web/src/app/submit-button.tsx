import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SubmitButtonState {
  /** The form's values pass its schema. */
  isValid: boolean;
  /** Shows each invalid field's message at the field. */
  onRevealErrors: () => void;
}

type SubmitButtonProps = ButtonProps & SubmitButtonState & { children: ReactNode };

/**
 * A schema form's submit button (spread `submitButton` of `useSchemaForm` on it): disabled while the form is invalid,
 * as the specs ask, in looks and for assistive technology (`aria-disabled`), yet pressing it says at each field what
 * is missing instead of doing nothing.
 */
export function SubmitButton({ isValid, onRevealErrors, children, ...props }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      {...props}
      data-disabled={!isValid || undefined}
      aria-disabled={!isValid || undefined}
      onClick={(event) => {
        if (isValid) return;
        event.preventDefault();
        onRevealErrors();
      }}
    >
      {children}
    </Button>
  );
}
