import { dashboardListSize, nearPageOne } from '@baylytics/contract/dashboard';
import { and, asc, between, desc, eq, isNotNull, type SQLWrapper, sql } from 'drizzle-orm';

const holds = (query: SQLWrapper) => sql<boolean>`exists(${query})`;

import type { Database } from '../../db/database.ts';
import { agreements } from '../../db/schema/billing.ts';
import { engineRuns, itemKeywordDays } from '../../db/schema/crawler.ts';
import { ebayTokens } from '../../db/schema/marketplace.ts';
import {
  accountDailyKpis,
  listingImports,
  listings,
  rankingAccounts,
  trackedKeywords,
} from '../../db/schema/ranking.ts';

/** SQL of the dashboard's overview: what a user's account holds, read from the tables the screens fill. */
export function createOverviewRepository(db: Database) {
  return {
    async checklist(userId: number) {
      const [row] = await db
        .select({
          isEbayConnected: holds(db.select().from(ebayTokens).where(eq(ebayTokens.userId, userId))),
          isImported: holds(
            db
              .select()
              .from(listingImports)
              .innerJoin(rankingAccounts, eq(rankingAccounts.id, listingImports.accountId))
              .where(and(eq(rankingAccounts.userId, userId), eq(listingImports.status, 'done'))),
          ),
          isTracking: holds(db.select().from(trackedKeywords).where(eq(trackedKeywords.userId, userId))),
          hasPackage: holds(db.select().from(agreements).where(eq(agreements.userId, userId))),
        })
        .from(sql`(select 1) as one`);
      return row;
    },

    /** The long engine runs (the history backfill, the demo market's first start) and how far each has come. */
    async engineRuns() {
      return db
        .select({
          name: engineRuns.name,
          status: engineRuns.status,
          done: engineRuns.done,
          total: engineRuns.total,
        })
        .from(engineRuns);
    },

    /** The user's first imported account and its two latest KPI days, newest first. */
    async latestKpis(userId: number) {
      const [account] = await db
        .select({ id: rankingAccounts.id, sellerName: rankingAccounts.sellerName })
        .from(rankingAccounts)
        .where(eq(rankingAccounts.userId, userId))
        .orderBy(asc(rankingAccounts.id))
        .limit(1);
      if (!account) return null;
      const days = await db
        .select({ day: accountDailyKpis.day, median: accountDailyKpis.medianSingle })
        .from(accountDailyKpis)
        .where(eq(accountDailyKpis.accountId, account.id))
        .orderBy(desc(accountDailyKpis.day))
        .limit(2);
      return { sellerName: account.sellerName, days };
    },

    /** Live listings of the user's accounts with both days' BayScore, by the change since yesterday. */
    async movers(userId: number, direction: 'up' | 'down') {
      const change = sql`${listings.todayBayScore} - ${listings.yesterdayBayScore}`;
      return db
        .select({
          itemNumber: listings.itemNumber,
          title: listings.title,
          yesterdayBayScore: sql<number>`${listings.yesterdayBayScore}::float8`,
          todayBayScore: sql<number>`${listings.todayBayScore}::float8`,
        })
        .from(listings)
        .innerJoin(rankingAccounts, eq(rankingAccounts.id, listings.accountId))
        .where(
          and(
            eq(rankingAccounts.userId, userId),
            eq(listings.isEnded, false),
            isNotNull(listings.todayBayScore),
            isNotNull(listings.yesterdayBayScore),
            direction === 'up' ? sql`${change} < 0` : sql`${change} > 0`,
          ),
        )
        .orderBy(direction === 'up' ? asc(change) : desc(change), asc(listings.itemNumber))
        .limit(dashboardListSize);
    },

    /** The user's tracked keywords whose organic place on the day was on the second result page. */
    async nearPageOne(userId: number, day: string) {
      return db
        .select({
          itemNumber: trackedKeywords.itemNumber,
          keyword: trackedKeywords.keyword,
          position: sql<number>`${itemKeywordDays.organicPosition}::int`,
        })
        .from(trackedKeywords)
        .innerJoin(
          itemKeywordDays,
          and(
            eq(itemKeywordDays.itemNumber, trackedKeywords.itemNumber),
            eq(itemKeywordDays.keywordId, trackedKeywords.keywordId),
            eq(itemKeywordDays.day, day),
          ),
        )
        .where(
          and(
            eq(trackedKeywords.userId, userId),
            between(itemKeywordDays.organicPosition, nearPageOne.from, nearPageOne.to),
          ),
        )
        .orderBy(asc(itemKeywordDays.organicPosition), asc(trackedKeywords.keyword))
        .limit(dashboardListSize);
    },
  };
}

export type OverviewRepository = ReturnType<typeof createOverviewRepository>;
