import { describe, expect, it } from 'vitest';
import { hasAnyRole, roleGroups } from './roles.ts';

describe('hasAnyRole', () => {
  it('is true when one of the wanted roles is held', () => {
    expect(hasAnyRole(['User', 'EbayRankingGold'], roleGroups.goldAndUp)).toBe(true);
  });

  it('is false when none of the wanted roles is held', () => {
    expect(hasAnyRole(['User', 'EbayRankingBronze'], roleGroups.goldAndUp)).toBe(false);
  });

  it('is false for an empty wish list and for a user holding nothing', () => {
    expect(hasAnyRole(['Administrator'], [])).toBe(false);
    expect(hasAnyRole([], ['User'])).toBe(false);
  });

  it('lets administrators into every role group but the plain user one', () => {
    const groupsWithoutAdministrator = Object.entries(roleGroups)
      .filter(([, wanted]) => !hasAnyRole(['Administrator'], wanted))
      .map(([name]) => name);
    expect(groupsWithoutAdministrator).toEqual(['user', 'addTokenButton']);
  });
});
