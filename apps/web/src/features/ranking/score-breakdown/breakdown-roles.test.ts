import { accountCheckRoles } from '@baylytics/contract/account-check';
import { expect, it } from 'vitest';
import { breakdownRoles } from './breakdown-roles.ts';

it('offers the breakdown to exactly the roles the account check serves', () => {
  expect([...breakdownRoles].sort()).toEqual([...accountCheckRoles].sort());
});
