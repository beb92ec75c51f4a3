/** Only paths of this site are followed after sign-in: one leading slash, no protocol-relative '//' or '/\'. */
export function safeReturnUrl(value: string | null | undefined, fallback = '/app/dashboard'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
