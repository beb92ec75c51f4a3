import { keywordLimitFor } from '@baylytics/contract/ranking';
import type { Role } from '@baylytics/contract/roles';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../kernel/errors.ts';
import { normaliseKeyword } from '../keywords/public.ts';
import { createTrackedKeywordRepository } from './tracked-keyword-repository.ts';

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
  return createTrackedKeywordRepository(db).transaction(async (repository) => {
    await repository.lockUser(user.id);
    const keywordRows = await repository.ensureKeywords(siteId, unique);
    const held = await repository.heldBy(user.id);
    const heldHere = new Set(held.filter((h) => h.itemNumber === itemNumber).map((h) => h.keywordId));
    const fresh = keywordRows.filter((row) => !heldHere.has(row.id));
    if (held.length + fresh.length > limit.keywords) throw new AppError('keywordReachLimitation');
    if (fresh.length === 0) return [];
    return repository.add(
      fresh.map((row) => ({ userId: user.id, itemNumber, siteId, keyword: row.keyword, keywordId: row.id })),
    );
  });
}

/** Marks a tracked keyword premium (searched every 20 minutes) or not, within the plan's premium limit. */
export async function setPremium(
  db: Database,
  user: { id: number; roles: readonly Role[] },
  trackedId: number,
  isPremium: boolean,
): Promise<void> {
  await createTrackedKeywordRepository(db).transaction(async (repository) => {
    await repository.lockUser(user.id);
    if (isPremium) {
      const others = await repository.premiumCountExcept(user.id, trackedId);
      if (others + 1 > keywordLimitFor(user.roles).premium) throw new AppError('keywordReachLimitation');
    }
    if (!(await repository.setPremium(user.id, trackedId, isPremium))) throw new AppError('notFound');
  });
}
