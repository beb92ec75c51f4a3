import {
  type CheckChartPoint,
  type CheckedItem,
  type CheckKeyword,
  noDate,
  type PositionPoint,
  type RankingCheckResult,
  type RankingCheckTimeRange,
  rangeDaysOf,
  rankingCheckKeywordLimit,
  summarize,
} from '@baylytics/contract/reverse-tracker';
import { hasAnyRole, type Role, roleGroups } from '@baylytics/contract/roles';
import type { EbaySiteId } from '../../../integrations/ebay/ebay-types.ts';
import { addDays, dayOf } from '../../crawler/public.ts';
import type { ItemFacts, PlacementRow, ReverseTrackerRepository } from './repository.ts';

/** What the service needs of eBay: an item's title and picture for items the caller has not imported. */
export interface ItemLookup {
  getItem(siteId: EbaySiteId, itemId: string): Promise<{ title: string; imageUrl: string | null }>;
}

export interface RankingCheckInput {
  itemNumber: number;
  competitorItemNumber?: number | undefined;
  timeRange: RankingCheckTimeRange;
  fromDate?: string | undefined;
  toDate?: string | undefined;
}

interface Caller {
  id: number;
  roles: readonly Role[];
}

const sites: readonly EbaySiteId[] = [77, 0, 3];
const asSite = (siteId: number | null | undefined): EbaySiteId => sites.find((site) => site === siteId) ?? 77;

/** Keywords the item ranks for first (best place), then sponsored-only ones, then by value. */
function byRelevance(a: CheckKeyword, b: CheckKeyword): number {
  const place = (k: CheckKeyword) => (k.position > 0 ? k.position : 1000 + (k.advPosition || 1000));
  return place(a) - place(b) || b.value - a.value || a.keyword.localeCompare(b.keyword);
}

/**
 * Folds the placements of the checked item and the competitor into one row per keyword. A row's places are
 * the checked item's where it ranks, the competitor's on keywords only the competitor ranks for.
 */
export function keywordRowsOf(
  placements: readonly PlacementRow[],
  itemNumber: number,
  competitorItemNumber: number | undefined,
): CheckKeyword[] {
  const byKeyword = new Map<number, PlacementRow[]>();
  for (const placement of placements) {
    const list = byKeyword.get(placement.keywordId) ?? [];
    list.push(placement);
    byKeyword.set(placement.keywordId, list);
  }
  const rows: CheckKeyword[] = [];
  for (const list of byKeyword.values()) {
    const mine = list.filter((p) => p.itemNumber === itemNumber);
    const theirs = list.filter((p) => p.itemNumber === competitorItemNumber);
    const shown = mine.length > 0 ? mine : theirs;
    const organic = shown.find((p) => !p.isSponsored);
    const sponsored = shown.find((p) => p.isSponsored);
    const newest = list.reduce((a, b) => (b.seenAt > a.seenAt ? b : a));
    rows.push({
      keyword: newest.keyword,
      sId: newest.siteId,
      value: newest.value,
      showInKeyword: newest.showInKeyword,
      position: organic?.position ?? 0,
      advPosition: sponsored?.position ?? 0,
      createdTime: organic?.seenAt.toISOString() ?? noDate,
      advCreatedTime: sponsored?.seenAt.toISOString() ?? noDate,
      isSuperPrice: organic?.isSuperPrice ?? false,
      advItemPosition: newest.sponsoredPositions,
      competitorPosition: theirs.find((p) => !p.isSponsored)?.position ?? 0,
      itemOf: mine.length > 0 && theirs.length > 0 ? 'both' : mine.length > 0 ? 'myself' : 'competitor',
    });
  }
  return rows.sort(byRelevance);
}

/** Leaves out the competitor count and the ads positions for roles that may not see them (spec 001 §6). */
export function withoutDetails(row: CheckKeyword): CheckKeyword {
  const { showInKeyword: _count, advItemPosition: _ads, ...rest } = row;
  return rest;
}

export function createReverseTrackerService(deps: {
  repository: ReverseTrackerRepository;
  ebay: ItemLookup;
  clock: () => Date;
}) {
  const { repository, ebay, clock } = deps;

  /** Title and picture: the caller's own import first, else eBay's item page; empty when neither answers. */
  async function itemFacts(
    itemNumbers: number[],
    own: ReadonlyMap<number, ItemFacts>,
    placements: readonly PlacementRow[],
  ): Promise<Map<number, ItemFacts>> {
    const facts = new Map(own);
    await Promise.all(
      itemNumbers
        .filter((n) => !facts.has(n))
        .map(async (itemNumber) => {
          const siteId = asSite(placements.find((p) => p.itemNumber === itemNumber)?.siteId);
          try {
            const item = await ebay.getItem(siteId, `v1|${itemNumber}|0`);
            facts.set(itemNumber, { itemNumber, title: item.title, imageUrl: item.imageUrl, siteId });
          } catch {
            // Ended, unknown or a listing with variations (eBay answers those per variation only).
            facts.set(itemNumber, { itemNumber, title: null, imageUrl: null, siteId });
          }
        }),
    );
    return facts;
  }

  return {
    async rankingCheck(caller: Caller, input: RankingCheckInput): Promise<RankingCheckResult> {
      const { fromDate, toDate } = rangeDaysOf(input.timeRange, dayOf(clock()), input);
      const competitor =
        input.competitorItemNumber !== input.itemNumber ? input.competitorItemNumber : undefined;
      const itemNumbers = competitor === undefined ? [input.itemNumber] : [input.itemNumber, competitor];
      // The placements and the items' own facts and scores are independent: asked at once.
      const [placements, summaries] = await Promise.all([
        repository.placements(itemNumbers, fromDate, toDate),
        repository.itemSummaries(caller.id, itemNumbers, fromDate, toDate),
      ]);
      const own = new Map(summaries.flatMap(({ facts: f }) => (f ? [[f.itemNumber, f] as const] : [])));
      const scores = summaries.map((summary) => summary.scores);
      const facts = await itemFacts(itemNumbers, own, placements);
      const items: CheckedItem[] = itemNumbers.map((itemNumber) => {
        const fact = facts.get(itemNumber);
        const score = scores.find((s) => s.itemNumber === itemNumber);
        return {
          itemNumber,
          title: fact?.title ?? '',
          pictureUrl: fact?.imageUrl ?? null,
          bayScore: score?.bayScore ?? null,
          organicBayScore: score?.organicBayScore ?? null,
          promotedBayScore: score?.promotedBayScore ?? null,
        };
      });
      const canSeeDetails = hasAnyRole(caller.roles, roleGroups.rankingDetailColumns);
      const all = keywordRowsOf(placements, input.itemNumber, competitor);
      const shown = all
        .slice(0, rankingCheckKeywordLimit)
        .map((row) => (canSeeDetails ? row : withoutDetails(row)));
      return { fromDate, toDate, items, filtered: summarize(shown, all.length), canSeeDetails };
    },

    async positionHistory(
      itemNumber: number,
      query: {
        keyword: string;
        eBaySiteId: number;
        fromDate?: string | undefined;
        toDate?: string | undefined;
      },
    ): Promise<PositionPoint[]> {
      const toDate = query.toDate ?? dayOf(clock());
      const fromDate = query.fromDate ?? addDays(toDate, -59);
      const points = await repository.positionHistory(
        itemNumber,
        query.keyword,
        query.eBaySiteId,
        fromDate,
        toDate,
      );
      return points.map((p) => ({ dateInMiliseconds: p.at.getTime(), position: p.position, ads: p.ads }));
    },

    async chart(
      itemNumber: number,
      query: { fromDate?: string | undefined; toDate?: string | undefined },
    ): Promise<CheckChartPoint[]> {
      const toDate = query.toDate ?? addDays(dayOf(clock()), -1);
      // History is kept 62 days: a longer range would only add empty days.
      const earliest = addDays(toDate, -61);
      const fromDate = query.fromDate && query.fromDate > earliest ? query.fromDate : earliest;
      return repository.dailyCounts(itemNumber, query.fromDate ? fromDate : addDays(toDate, -58), toDate);
    },
  };
}

export type ReverseTrackerService = ReturnType<typeof createReverseTrackerService>;
