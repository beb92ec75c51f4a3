import type { Database } from '../../../db/database.ts';
import { poolOf } from '../../../db/pool-of.ts';

export interface RankingAccount {
  id: number;
  sellerName: string;
}

/** What decides whether a kept page of the account check is still the page: read on every request. */
export interface RankingListState {
  /** The caller's accounts, by id (the filter's names are resolved against them). */
  accounts: RankingAccount[];
  /**
   * The user's number in `account_check_versions` (raised by triggers by every write to what the table shows)
   * and the database's UTC day (a campaign scheduled to start today promotes from that day on).
   */
  version: string;
}

const text = `select
  coalesce((select json_agg(json_build_object('id', a.id, 'sellerName', a.seller_name) order by a.id)
    from ranking_accounts a where a.user_id = $1), '[]') as accounts,
  coalesce((select v.version from account_check_versions v where v.user_id = $1), 0)::text || '|'
    || to_char(now() at time zone 'UTC', 'YYYY-MM-DD') as version`;

/** The caller's accounts and version in one small statement, prepared once per connection. */
export async function readRankingListState(db: Database, userId: number): Promise<RankingListState> {
  const { rows } = await poolOf(db).query<RankingListState>({
    name: 'ranking-list-state',
    text,
    values: [userId],
  });
  return rows[0] ?? { accounts: [], version: '0' };
}
