import {
  keywordProPosition,
  keywordProSalesTracker,
  keywordProSearch,
  pleaseEnterKeywordOrCategory,
  salesTrackerItems,
} from '@baylytics/contract/keyword-pro';
import type { Database } from '../../../db/database.ts';
import type { EbaySiteId } from '../../../integrations/ebay/ebay-types.ts';
import { createAnswerCache } from '../../../kernel/answer-cache.ts';
import type { Api } from '../../../kernel/api.ts';
import { AppError } from '../../../kernel/errors.ts';
import { type PreparedAnswer, prepareAnswer } from '../../../kernel/prepared-answer.ts';
import type { VariantFigures } from '../../research/public.ts';
import { latestRanking, searchKeywords } from './keyword-pro-repository.ts';
import { highlightRanges, parseSearchTerms } from './search-terms.ts';

/** Keyword Pro: the shared keyword database is the same for every user; no per-user data is read. */
export function keywordProRoutes(api: Api, db: Database, variants: VariantFigures): void {
  // 32 answers of up to 10,000 rows, kept serialized and compressed: ~1.7 MB each, ~55 MB at most; keyword
  // facts change once a day.
  const answers = createAnswerCache<PreparedAnswer>({ capacity: 32, ttlMs: 5 * 60_000 });
  api.prepared(keywordProSearch, async ({ query }) => {
    const search = parseSearchTerms(query.keyword);
    if (search.terms.length === 0 && query.categoryId === 0)
      throw new AppError('validationFailed', [{ field: 'keyword', message: pleaseEnterKeywordOrCategory }]);
    const key = JSON.stringify([
      query.eBaySiteId,
      query.categoryId,
      query.pageSize,
      search.mode,
      search.terms,
    ]);
    return answers.get(key, async () => {
      const data = await searchKeywords(
        db,
        { siteId: query.eBaySiteId, search, categoryId: query.categoryId, limit: query.pageSize },
        (keyword) => highlightRanges(keyword, search.terms),
      );
      return prepareAnswer(data);
    });
  });

  api.handle(keywordProPosition, async ({ query }) => latestRanking(db, query.eBaySiteId, query.keyword));

  // The sales tracker: the variant tool's figures of the listings the keyword's latest crawl ranked first.
  api.handle(keywordProSalesTracker, async ({ query }) => {
    const ranking = await latestRanking(db, query.eBaySiteId, query.keyword);
    const itemNumbers = [...new Set(ranking.rows.map((row) => row.itemNumber))].slice(0, salesTrackerItems);
    const figures =
      itemNumbers.length === 0
        ? { items: [], soldByDate: [], currency: null }
        : // The contract's schema admits only the three site ids.
          await variants.ofRankedListings(itemNumbers, query.eBaySiteId as EbaySiteId);
    return { ...figures, crawledAt: ranking.crawledAt };
  });
}
