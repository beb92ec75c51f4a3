/** Every role of spec 000 §6. A user holds `User` always; the rest come from agreements or are granted. */
export const roles = [
  'Administrator',
  'User',
  'EbayRanking',
  'EbayRankingOld',
  'EbayRankingBronze',
  'EbayRankingSilver',
  'EbayRankingGold',
  'EbayRankingPlatinum',
  'Transformer',
  'TransformerCSV',
  'Workshop',
  'Livegraph',
  'BulkList',
  'Special',
  'BGTest',
  'Video',
  'Affiliate',
  'Assistant',
] as const;

export type Role = (typeof roles)[number];

/**
 * The role lists of the route guard (spec 000 §6, 001 §6, 002 §6), named once.
 * Administrators are in every list but `user`, which every signed-in account holds anyway.
 */
export const roleGroups = {
  user: ['User'],
  administrator: ['Administrator'],
  assistants: ['Administrator', 'Assistant'],
  affiliate: ['Administrator', 'Affiliate'],
  transformer: ['Administrator', 'BGTest', 'Transformer'],
  videos: ['Administrator', 'BGTest', 'EbayRankingGold', 'EbayRankingPlatinum', 'Video'],
  liveChart: ['Administrator', 'BGTest', 'Livegraph', 'EbayRankingPlatinum'],
  itemSpecifics: ['Administrator', 'BGTest', 'EbayRankingGold', 'EbayRankingPlatinum'],
  goldAndUp: ['Administrator', 'EbayRankingGold', 'EbayRankingPlatinum', 'EbayRanking', 'EbayRankingOld'],
  silverAndUp: [
    'Administrator',
    'EbayRankingSilver',
    'EbayRankingGold',
    'EbayRankingPlatinum',
    'EbayRanking',
    'EbayRankingOld',
  ],
  bronzeAndUp: [
    'Administrator',
    'EbayRankingBronze',
    'EbayRankingSilver',
    'EbayRankingGold',
    'EbayRankingPlatinum',
    'EbayRanking',
    'EbayRankingOld',
  ],
  /** Dashboard add-token button: Gold, Platinum and trial users (spec 000 §6). */
  addTokenButton: ['EbayRankingGold', 'EbayRankingPlatinum', 'BGTest'],
  /** Reverse tracker competitor-count and ads-position columns (spec 001 §6). */
  rankingDetailColumns: [
    'Administrator',
    'EbayRankingSilver',
    'EbayRankingGold',
    'EbayRankingPlatinum',
    'BGTest',
  ],
} as const satisfies Record<string, readonly Role[]>;

export type RoleGroup = keyof typeof roleGroups;

export function hasAnyRole(held: readonly Role[], wanted: readonly Role[]): boolean {
  return wanted.some((role) => held.includes(role));
}
