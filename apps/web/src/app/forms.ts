import { schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
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

/** The one form pattern: values checked by a contract schema on every change, errors translated. */
export function useSchemaForm<Values extends Record<string, unknown>>(
  schema: z.ZodType<Values>,
  initialValues: Values,
) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnChange: true,
  });
  const isValid = schema.safeParse(form.getValues()).success;
  const field = (path: keyof Values & string) => {
    const props = form.getInputProps(path);
    return { ...props, error: typeof props.error === 'string' ? t(props.error) : props.error };
  };
  return { form, field, isValid } as {
    form: UseFormReturnType<Values>;
    field: typeof field;
    isValid: boolean;
  };
}
