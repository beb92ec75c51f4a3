import { type FormEvent, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessageKey, fieldErrorKey } from '../error-message-key.ts';
import { ApiError } from '../http.ts';
import { takeTypedValues } from './before-script.ts';
import type { FieldRule } from './field-rules.ts';

type Errors<Name extends string> = Partial<Record<Name, string>>;

/**
 * The light entry's form: the app's form pattern (`useSchemaForm`) without Mantine and zod. Each field is checked
 * as it changes; the submit button looks disabled while a rule fails, and pressing it shows every field's error.
 */
export function useLightForm<Name extends string>(
  rules: Record<Name, FieldRule>,
  initialValues: Record<Name, string>,
) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Errors<Name>>({});
  const names = Object.keys(rules) as Name[];
  const errorsOf = (checked: Record<Name, string>): Errors<Name> => {
    const found: Errors<Name> = {};
    for (const name of names) {
      const error = rules[name](checked[name]);
      if (error) found[name] = error;
    }
    return found;
  };
  // What a visitor typed into the prerendered fields before the script ran counts as typed into this form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: taken once, when the form is first drawn
  useLayoutEffect(() => {
    const typed = takeTypedValues(names);
    if (Object.keys(typed).length === 0) return;
    setValues((previous) => ({ ...previous, ...typed }));
    setErrors((previous) => {
      const checked = { ...previous };
      for (const name of Object.keys(typed) as Name[])
        checked[name] = rules[name](typed[name] ?? '') ?? undefined;
      return checked;
    });
  }, []);
  const isValid = Object.keys(errorsOf(values)).length === 0;
  const revealErrors = () => setErrors(errorsOf(values));
  const field = (name: Name) => ({
    field: name,
    value: values[name],
    error: errors[name] ? t(errors[name]) : undefined,
    onChange: (value: string) => {
      setValues((previous) => ({ ...previous, [name]: value }));
      setErrors((previous) => ({ ...previous, [name]: rules[name](value) ?? undefined }));
    },
  });
  /** The form's submit handler: runs `handler` with the values when every rule passes, else shows the errors. */
  const onSubmit = (handler: (checked: Record<Name, string>) => void) => (event: FormEvent) => {
    event.preventDefault();
    const found = errorsOf(values);
    setErrors(found);
    if (Object.keys(found).length === 0) handler(values);
  };
  /** An error the server named for a field (a translation key). */
  const setFieldError = (name: Name, key: string) => setErrors((previous) => ({ ...previous, [name]: key }));
  /**
   * A refused call (the app's `showFormError`): each error the server names for a field of this form lands at the
   * field; answers the message key of the rest, or null when every error found its field.
   */
  const placeServerError = (error: unknown): string | null => {
    if (!(error instanceof ApiError) || error.errors.length === 0) return failureMessageKey(error);
    const unplaced = error.errors.filter((entry) => {
      const name = entry.field?.split('.')[0];
      if (name === undefined || !(name in rules)) return true;
      setFieldError(name as Name, fieldErrorKey(entry));
      return false;
    });
    return unplaced.length === 0 ? null : failureMessageKey(error);
  };
  return {
    values,
    placeServerError,
    field,
    onSubmit,
    setFieldError,
    submitButton: { isValid, onRevealErrors: revealErrors },
  };
}
