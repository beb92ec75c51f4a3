/**
 * The pages the light public entry shows (docs/decisions/light-public-entry.md): React and plain elements, no UI
 * kit, no router, no API contract. Every other path loads the full app.
 */
export const publicEntryPaths: readonly string[] = [
  '/login',
  '/token-login',
  '/forgot-password',
  '/forgot-password-notice',
];

export function isPublicEntryPath(pathname: string): boolean {
  return publicEntryPaths.includes(pathname.replace(/\/+$/, '') || '/');
}
