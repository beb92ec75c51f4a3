import type { UseFormReturnType } from '@mantine/form';
import { describe, expect, it, vi } from 'vitest';

vi.mock('./i18n.ts', () => ({
  i18n: {
    exists: (key: string) =>
      ['errors.accountNameTaken', 'errors.notFound', 'keywordLists.listFull'].includes(key),
    t: (key: string) => key,
  },
}));
// http.ts reads the stored session when loaded; there is none in these tests.
vi.mock('./session.ts', () => ({ sessionStore: { get: () => ({ isSignedIn: false, user: null }) } }));
const shown = vi.hoisted(() => [] as { key: string; values?: Record<string, unknown> }[]);
vi.mock('./toast.ts', () => ({
  toast: { error: (key: string, values?: Record<string, unknown>) => shown.push({ key, values }) },
}));

const { ApiError } = await import('./http.ts');
const { showFormError } = await import('./forms.ts');

/** Just what showFormError touches of a Mantine form. */
function fakeForm(values: Record<string, unknown>) {
  const errors: Record<string, unknown> = {};
  const form = {
    getValues: () => values,
    setFieldError: (path: string, error: unknown) => (errors[path] = error),
  };
  return { form: form as unknown as UseFormReturnType<Record<string, unknown>>, errors };
}

describe('showFormError', () => {
  it("puts the server's error about a field on that field, without a toast", () => {
    shown.length = 0;
    const { form, errors } = fakeForm({ newSellerName: 'x' });
    const error = new ApiError(400, 'validationFailed', [
      { field: 'newSellerName', message: 'accountNameTaken' },
    ]);
    showFormError(form, error);
    expect(errors).toEqual({ newSellerName: 'errors.accountNameTaken' });
    expect(shown).toEqual([]);
  });

  it('maps a request field the form names differently, dotted paths by their first part', () => {
    shown.length = 0;
    const { form, errors } = fakeForm({ keyword: 'x' });
    const error = new ApiError(400, 'validationFailed', [{ field: 'keywords.0', message: 'too_big' }]);
    showFormError(form, error, { fields: { keywords: 'keyword' } });
    expect(errors).toEqual({ keyword: 'validation.maxLength' });
  });

  it('shows a toast for a field the form does not have, and for any other failure', () => {
    shown.length = 0;
    const { form, errors } = fakeForm({ name: '' });
    showFormError(
      form,
      new ApiError(400, 'validationFailed', [{ field: 'keywords', message: 'keywordLists.listFull' }]),
    );
    showFormError(form, new ApiError(404, 'notFound'));
    showFormError(form, new Error('offline'));
    expect(errors).toEqual({});
    expect(shown.map((entry) => entry.key)).toEqual([
      'errors.fieldIssue',
      'errors.notFound',
      'errors.serverError',
    ]);
  });

  it("uses the feature's message for the toast when given", () => {
    shown.length = 0;
    const { form } = fakeForm({ name: '' });
    showFormError(form, new ApiError(409, 'conflict'), {
      message: () => ({ key: 'keywordLists.tooManyLists' }),
    });
    expect(shown).toEqual([{ key: 'keywordLists.tooManyLists', values: undefined }]);
  });
});
