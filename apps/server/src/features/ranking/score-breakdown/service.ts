import {
  type AccountBreakdown,
  type AccountGroup,
  accountBreakdownListingLimit,
  type KeywordPart,
  type ListingBreakdown,
} from '@baylytics/contract/score-breakdown';
import { AppError } from '../../../kernel/errors.ts';
import { addDays } from '../../crawler/public.ts';
import { changeCauses } from './change-causes.ts';
import { medianOf } from './median.ts';
import type { AccountListingScores, KeywordPlaces, ScoreBreakdownRepository } from './repository.ts';

/** Per keyword its best place yesterday and today (null: not in the top 200 that day), as change causes. */
function keywordCauses(yesterday: readonly KeywordPlaces[], today: readonly KeywordPlaces[]) {
  const places = new Map<number, { keyword: string; yesterday: number | null; today: number | null }>();
  for (const row of today)
    places.set(row.keywordId, { keyword: row.keyword, yesterday: null, today: row.best });
  for (const row of yesterday) {
    const known = places.get(row.keywordId);
    if (known) known.yesterday = row.best;
    else places.set(row.keywordId, { keyword: row.keyword, yesterday: row.best, today: null });
  }
  return changeCauses([...places.values()]);
}

function keywordParts(rows: readonly KeywordPlaces[], middlePlaces: readonly number[]): KeywordPart[] {
  // The sorted places are the rows' places in order (the repository sorts by place), so the k-th row holds
  // the k-th sorted place.
  return rows.map((row, index) => ({
    keywordId: row.keywordId,
    keyword: row.keyword,
    place: row.best,
    organicPlace: row.organic,
    promotedPlace: row.promoted,
    weight: 1,
    keywordValue: row.value,
    points: 1,
    isMiddle: middlePlaces.includes(index),
  }));
}

function accountGroup(
  listings: readonly AccountListingScores[],
  stored: { median: number | null; positionScore: number },
  yesterday: number | null,
): AccountGroup {
  const ranked = listings.filter((listing) => listing.bayScore !== null);
  const median = medianOf(
    ranked.map((listing) => listing.bayScore ?? 0),
    stored.median,
  );
  // A large group names the listings around its middle; its sorted BayScores are all in `median`.
  const centre = median.middle[0] ?? 0;
  const first = Math.max(
    0,
    Math.min(
      centre - Math.floor(accountBreakdownListingLimit / 2),
      ranked.length - accountBreakdownListingLimit,
    ),
  );
  const shown = ranked.slice(first, first + accountBreakdownListingLimit);
  return {
    listings: shown.map((listing, offset) => ({
      index: first + offset,
      itemNumber: listing.itemNumber,
      title: listing.title,
      hasVariations: listing.hasVariations,
      bayScore: listing.bayScore,
      positionScore: listing.positionScore,
      isMiddle: median.middle.includes(first + offset),
    })),
    unrankedCount: listings.length - ranked.length,
    median,
    positionScore: {
      sum: listings.reduce((total, listing) => total + listing.positionScore, 0),
      stored: stored.positionScore,
    },
    change: {
      yesterday,
      today: stored.median,
      causes: changeCauses(
        listings.map((listing) => ({
          itemNumber: listing.itemNumber,
          title: listing.title,
          yesterday: listing.yesterdayBayScore,
          today: listing.bayScore,
        })),
      ),
    },
  };
}

/**
 * The BayScore breakdown (docs/decisions/explainable-bayscore.md): only the caller's listings and accounts
 * (others are notFound), the day asked or the newest derived one, and noScoreData when the day has no
 * derived score or its searches are no longer kept.
 */
export function createScoreBreakdownService(repository: ScoreBreakdownRepository) {
  return {
    async listing(userId: number, itemNumber: number, askedDay?: string): Promise<ListingBreakdown> {
      if (!(await repository.isCallersListing(userId, itemNumber))) throw new AppError('notFound');
      const day = askedDay ?? (await repository.latestScoredDay());
      if (day === null || (askedDay && !(await repository.isScoredDay(askedDay)))) {
        throw new AppError('noScoreData');
      }
      const [rows, stored, yesterdayRows, yesterdayStored] = await Promise.all([
        repository.keywordPlaces(itemNumber, day),
        repository.storedScore(itemNumber, day),
        repository.keywordPlaces(itemNumber, addDays(day, -1)),
        repository.storedScore(itemNumber, addDays(day, -1)),
      ]);
      // A stored score without the searches it came from: the day is past the searches' retention.
      if (stored && rows.length === 0) throw new AppError('noScoreData');
      const bayScore = medianOf(
        rows.map((row) => row.best),
        stored?.bayScore ?? null,
      );
      const organic = rows.flatMap((row) => (row.organic === null ? [] : [row.organic]));
      const promoted = rows.flatMap((row) => (row.promoted === null ? [] : [row.promoted]));
      return {
        itemNumber,
        day,
        keywords: keywordParts(rows, bayScore.middle),
        bayScore,
        organicBayScore: medianOf(organic, stored?.organicBayScore ?? null),
        promotedBayScore: medianOf(promoted, stored?.promotedBayScore ?? null),
        positionScore: { sum: rows.length, stored: stored?.positionScore ?? 0 },
        change: {
          yesterday: yesterdayStored?.bayScore ?? null,
          today: stored?.bayScore ?? null,
          causes: keywordCauses(yesterdayRows, rows),
        },
      };
    },

    async account(userId: number, sellerName: string, askedDay?: string): Promise<AccountBreakdown> {
      const account = await repository.accountOf(userId, sellerName);
      if (!account) throw new AppError('notFound');
      const day = askedDay ?? (await repository.latestKpiDay(account.id));
      if (day === null) throw new AppError('noScoreData');
      const [kpi, yesterdayKpi, listings] = await Promise.all([
        repository.storedKpi(account.id, day),
        repository.storedKpi(account.id, addDays(day, -1)),
        repository.accountListings(account.id, day),
      ]);
      if (!kpi) throw new AppError('noScoreData');
      return {
        sellerName: account.sellerName,
        day,
        single: accountGroup(
          listings.filter((listing) => !listing.hasVariations),
          { median: kpi.medianSingle, positionScore: kpi.singlePositionScore },
          yesterdayKpi?.medianSingle ?? null,
        ),
        variant: accountGroup(
          listings.filter((listing) => listing.hasVariations),
          { median: kpi.medianVariant, positionScore: kpi.variantPositionScore },
          yesterdayKpi?.medianVariant ?? null,
        ),
      };
    },
  };
}

export type ScoreBreakdownService = ReturnType<typeof createScoreBreakdownService>;
