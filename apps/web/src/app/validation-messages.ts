import { z } from 'zod';

/**
 * Validation messages become translation keys: the contract's schemas say what is valid,
 * the catalogues say it in the user's language.
 */
export function configureValidationMessages(): void {
  z.config({
    customError: (issue) => {
      if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1)
        return 'validation.required';
      if (issue.code === 'invalid_format' && issue.format === 'email') return 'validation.email';
      if (issue.code === 'too_small' && issue.origin === 'string') return 'validation.minLength';
      if (issue.code === 'too_big' && issue.origin === 'string') return 'validation.maxLength';
      if (issue.code === 'invalid_type' && issue.input === undefined) return 'validation.required';
      return 'validation.invalid';
    },
  });
}

// Every module that validates with the contract's schemas imports this one, so the messages are set
// before the first check; the first page, which validates nothing, does not download zod.
configureValidationMessages();
