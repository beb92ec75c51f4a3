/** The first 3 and last 3 characters of a secret: enough to recognise it, useless to use; short ones not at all. */
export function maskSecret(secret: string | null): string {
  if (!secret || secret.length < 12) return '••••';
  return `${secret.slice(0, 3)}••••${secret.slice(-3)}`;
}
