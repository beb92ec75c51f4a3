import { keywordLimitFor } from '@baylytics/contract/ranking';
import type { Role } from '@baylytics/contract/roles';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { keywords, trackedKeywords } from '../../db/schema.ts';
import { AppError } from '../../kernel/errors.ts';
import { normaliseKeyword } from '../keywords/public.ts';

/**
 * Adds keywords to track for an item on a site (My Ranking). Blank and repeated keywords, and ones the
 * user already tracks for the item, are skipped; if the rest would pass the plan's keyword limit nothing
 * is added and the call fails with keywordReachLimitation. Each keyword joins the keyword database, so the
 * crawler searches it from the next interval on. Answers the ids of the rows added.
 */
export async function trackKeywords(
  db: Database,
  user: { id: number; roles: readonly Role[] },
  itemNumber: number,
  siteId: number,
  wanted: readonly string[],
): Promise<number[]> {
  const unique = [...new Set(wanted.map(normaliseKeyword).filter((k) => k.length > 0))];
  if (unique.length === 0) return [];
  const limit = keywordLimitFor(user.roles);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tracked-keywords'), ${user.id})`);
    const keywordRows = await tx
      .insert(keywords)
      .values(unique.map((keyword) => ({ siteId, keyword, source: 'tracked' })))
      .onConflictDoUpdate({
        target: [keywords.siteId, keywords.keyword],
        set: { siteId: sql`excluded.site_id` },
      })
      .returning({ id: keywords.id, keyword: keywords.keyword });
    const held = await tx
      .select({ itemNumber: trackedKeywords.itemNumber, keywordId: trackedKeywords.keywordId })
      .from(trackedKeywords)
      .where(eq(trackedKeywords.userId, user.id));
    const heldHere = new Set(held.filter((h) => h.itemNumber === itemNumber).map((h) => h.keywordId));
    const fresh = keywordRows.filter((row) => !heldHere.has(row.id));
    if (held.length + fresh.length > limit.keywords) throw new AppError('keywordReachLimitation');
    if (fresh.length === 0) return [];
    const added = await tx
      .insert(trackedKeywords)
      .values(
        fresh.map((row) => ({
          userId: user.id,
          itemNumber,
          siteId,
          keyword: row.keyword,
          keywordId: row.id,
        })),
      )
      .returning({ id: trackedKeywords.id });
    return added.map((row) => row.id);
  });
}

/** Marks a tracked keyword premium (searched every 20 minutes) or not, within the plan's premium limit. */
export async function setPremium(
  db: Database,
  user: { id: number; roles: readonly Role[] },
  trackedId: number,
  isPremium: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tracked-keywords'), ${user.id})`);
    if (isPremium) {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(trackedKeywords)
        .where(
          sql`${trackedKeywords.userId} = ${user.id} and ${trackedKeywords.isPremium} and ${trackedKeywords.id} <> ${trackedId}`,
        );
      if ((row?.n ?? 0) + 1 > keywordLimitFor(user.roles).premium)
        throw new AppError('keywordReachLimitation');
    }
    const updated = await tx
      .update(trackedKeywords)
      .set({ isPremium })
      .where(sql`${trackedKeywords.id} = ${trackedId} and ${trackedKeywords.userId} = ${user.id}`)
      .returning({ id: trackedKeywords.id });
    if (updated.length === 0) throw new AppError('notFound');
  });
}
