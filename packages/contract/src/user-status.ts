/**
 * Account status as the spec names it: 'false' until the e-mail is confirmed, 'email_verified'
 * until the billing address is complete, 'true' once the account is complete (spec 000 §4).
 */
export const userStatuses = ['false', 'email_verified', 'true'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** Statuses that may open routes with a role list (spec 000 §6). */
export function canUseRoleRoutes(status: UserStatus): boolean {
  return status === 'true' || status === 'email_verified';
}
