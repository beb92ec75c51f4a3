import { roleGroups } from '@baylytics/contract/roles';

/**
 * Who may open a breakdown: the account check's roles, which its calls serve. Named here from the light roles
 * module, not from the account check's contract, so that the screens showing a score (the dashboard) do not load
 * that contract's schemas; a unit test holds the two equal.
 */
export const breakdownRoles = roleGroups.goldAndUp;
