import { schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { apiErrorMessage, type Message } from './api-error-message.ts';
import { fieldErrorKey } from './error-message-key.ts';
import { ApiError } from './http.ts';
import type { SubmitButtonState } from './submit-button.tsx';
import { toast } from './toast.ts';
import './validation-messages.ts';

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
  const onServerError = (error: unknown, options?: ServerErrorOptions<Values>) =>
    showFormError(form, error, options);
  /** The form's submit handler: the schema checks first, a refused call's errors land on the form. */
  const submit = (handler: (values: Values) => unknown) =>
    form.onSubmit(async (values) => {
      try {
        await handler(values);
      } catch (error) {
        onServerError(error);
      }
    });
  const field = (path: keyof Values & string) => {
    const props = form.getInputProps(path);
    return { ...props, error: typeof props.error === 'string' ? t(props.error) : props.error };
  };
  const submitButton: SubmitButtonState = { isValid, onRevealErrors: () => form.validate() };
  return { form, field, isValid, submitButton, onServerError, submit } as {
    form: UseFormReturnType<Values>;
    field: typeof field;
    isValid: boolean;
    /** For the form's `SubmitButton`: pressed while invalid, it shows what is missing at each field. */
    submitButton: SubmitButtonState;
    /** A failed submit: see `showFormError`. */
    onServerError: typeof onServerError;
    submit: typeof submit;
  };
}

export interface ServerErrorOptions<Values> {
  /** Request fields the form names differently, e.g. `{ keywords: 'keyword' }` when one keyword is sent as a list. */
  fields?: Partial<Record<string, keyof Values & string>>;
  /** The toast's message for what is no field's error; the usual message of a failed call unless given. */
  message?: (error: unknown) => Message;
}

/**
 * A failed submit (documenso's way): each error the server names a field for that the form shows becomes
 * that field's error; anything else is one error toast.
 */
export function showFormError<Values>(
  form: UseFormReturnType<Values>,
  error: unknown,
  options: ServerErrorOptions<Values> = {},
): void {
  let rest = error;
  if (error instanceof ApiError && error.errors.length > 0) {
    const values = form.getValues() as Record<string, unknown>;
    const fieldOf = (path: string | undefined) => {
      const top = path?.split('.')[0];
      const name = top === undefined ? undefined : (options.fields?.[top] ?? top);
      return name !== undefined && name in values ? name : null;
    };
    const unplaced = error.errors.filter((entry) => {
      const name = fieldOf(entry.field);
      if (name) form.setFieldError(name, fieldErrorKey(entry));
      return name === null;
    });
    if (unplaced.length === 0) return;
    rest = new ApiError(error.status, error.code, unplaced);
  }
  const message = (options.message ?? apiErrorMessage)(rest);
  toast.error(message.key, message.values);
}
