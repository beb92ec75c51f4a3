import type { SessionUser } from '@baylytics/contract/auth';
import { hasAnyRole, roleGroups } from '@baylytics/contract/roles';
import { canUseRoleRoutes } from '@baylytics/contract/user-status';
import type { AppRoute } from './app-route.ts';

export type AccessDecision = 'allowed' | 'signIn' | 'noPermission';

/** The route guard's rule (spec 000 §6), shared by the router and the sidebar. */
export function decideAccess(
  access: AppRoute['access'],
  isSignedIn: boolean,
  user: SessionUser | null,
): AccessDecision {
  if (access === 'public') return 'allowed';
  if (!isSignedIn) return 'signIn';
  if (access === 'signedIn') return 'allowed';
  if (!user) return 'signIn';
  return canUseRoleRoutes(user.status) && hasAnyRole(user.roles, roleGroups[access])
    ? 'allowed'
    : 'noPermission';
}

export const noPermissionRedirect = '/app/redirect?to=/app/dashboard&error=noPermission';

export function loginRedirect(path: string): string {
  return `/login?returnUrl=${encodeURIComponent(path)}`;
}
