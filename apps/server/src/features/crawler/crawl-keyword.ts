import { positionSearchDepth } from '@baylytics/contract/ranking';
import type { Database } from '../../db/database.ts';
import { createCrawlRepository } from './crawl-repository.ts';
import { dayOf } from './days.ts';
import { keywordValue } from './keyword-value.ts';
import { ensurePartition } from './partitions.ts';
import { itemNumberOf, type SearchSource, type SiteId } from './ports.ts';
import { superPriceCheckOf } from './super-price.ts';

/** Categories kept per keyword (Keyword Pro shows the first two). */
const categoriesKept = 5;

export interface CrawlDeps {
  db: Database;
  search: SearchSource;
}

/**
 * One search of the top 200 for a keyword, stored as one snapshot row at the slot's time, with its sponsored
 * places and its super-price places (the live chart's rule, super-price.ts, on this search's prices; prices
 * themselves are not kept). Re-running the same slot overwrites the same row (idempotent). The keyword's facts
 * for Keyword Pro are refreshed from the same answer when this is its newest crawl.
 */
export async function crawlKeyword(
  deps: CrawlDeps,
  job: { keywordId: number; slotAt: string; asOf?: string },
): Promise<{ stored: number }> {
  const { db } = deps;
  const crawls = createCrawlRepository(db);
  const keyword = await crawls.keywordToCrawl(job.keywordId);
  if (!keyword) return { stored: 0 };
  const slotAt = new Date(job.slotAt);
  const answer = await deps.search.searchItems({
    siteId: keyword.siteId as SiteId,
    q: keyword.keyword,
    limit: positionSearchDepth,
    ...(job.asOf && { asOf: job.asOf }),
  });

  const itemNumbers: number[] = [];
  const sponsoredPositions: number[] = [];
  const superPricePositions: number[] = [];
  const isSuperPrice = superPriceCheckOf(answer.items);
  const categoryCounts = new Map<number, number>();
  for (const hit of answer.items.slice(0, positionSearchDepth)) {
    const itemNumber = itemNumberOf(hit);
    if (itemNumber === null) continue;
    itemNumbers.push(itemNumber);
    if (hit.isPriorityListing) sponsoredPositions.push(itemNumbers.length);
    if (isSuperPrice(hit)) superPricePositions.push(itemNumbers.length);
    const category = Number(hit.categoryIds[0]);
    if (Number.isSafeInteger(category)) categoryCounts.set(category, (categoryCounts.get(category) ?? 0) + 1);
  }

  const day = dayOf(slotAt);
  await ensurePartition(db, day);
  await crawls.storeSnapshot({
    keywordId: job.keywordId,
    crawledAt: slotAt,
    itemNumbers,
    sponsoredPositions,
    superPricePositions,
    totalResults: answer.total,
  });

  if (!keyword.factsDay || keyword.factsDay <= day) {
    const categoryIds = [...categoryCounts]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, categoriesKept)
      .map(([id]) => id);
    await crawls.setKeywordFacts(job.keywordId, {
      showInKeyword: answer.total,
      adsPositions: sponsoredPositions,
      categoryIds,
      factsDay: day,
      value: keywordValue({
        suggestRank: keyword.suggestRank,
        totalResults: answer.total,
        sponsoredCount: sponsoredPositions.length,
        resultsRead: itemNumbers.length,
      }),
    });
  }
  await crawls.markSlotDone(job.keywordId, slotAt, new Date());
  return { stored: itemNumbers.length };
}
