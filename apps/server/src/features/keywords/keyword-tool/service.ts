import {
  googleTrendsUrl,
  type KeywordToolData,
  relatedKeywordLimit,
  type SuggestionSource,
} from '@baylytics/contract/keyword-tool';
import type { EbaySiteId } from '@baylytics/contract/marketplaces';
import { EbayError } from '../../../integrations/ebay/ebay-error.ts';
import type { SuggestClient, SuggestLocale } from '../../../integrations/suggest/create-suggest-client.ts';
import { SuggestError } from '../../../integrations/suggest/suggest-error.ts';
import { keywordCloud } from './keyword-cloud.ts';
import type { KeywordToolRepository } from './repository.ts';

/** eBay's search-box suggestions: the eBay client's autosug call. */
export interface EbaySuggestSource {
  autocomplete(siteId: EbaySiteId, prefix: string): Promise<string[]>;
}

export interface KeywordToolLogger {
  warn(details: object, message: string): void;
}

/** The search engine is asked in the site's language and for its country. */
const localeOfSite: Record<EbaySiteId, SuggestLocale> = {
  77: { language: 'de', country: 'DE' },
  0: { language: 'en', country: 'US' },
  3: { language: 'en', country: 'GB' },
};

/**
 * The keyword tool (spec 001 §2.7): both suggestion sources asked at once beside our keyword database.
 * A source that fails leaves its list empty and is named in `unavailable`; the rest still answers, since
 * the seller's own data does not depend on either service.
 */
export function createKeywordToolService(deps: {
  repository: KeywordToolRepository;
  ebay: EbaySuggestSource;
  suggest: SuggestClient;
  log?: KeywordToolLogger;
}) {
  async function fromSource(source: SuggestionSource, call: () => Promise<string[]>) {
    try {
      return { source, suggestions: await call(), isAvailable: true };
    } catch (error) {
      if (!(error instanceof EbayError) && !(error instanceof SuggestError)) throw error;
      deps.log?.warn(
        { source, kind: error.kind, reason: error.message },
        'keyword tool: a suggestion source failed',
      );
      return { source, suggestions: [] as string[], isAvailable: false };
    }
  }

  return {
    async lookup(keyword: string, eBaySiteId: EbaySiteId): Promise<KeywordToolData> {
      const [ebay, google, keywords] = await Promise.all([
        fromSource('eBaySuggestions', () => deps.ebay.autocomplete(eBaySiteId, keyword)),
        fromSource('googleSuggestions', () => deps.suggest.suggestions(keyword, localeOfSite[eBaySiteId])),
        deps.repository.related(eBaySiteId, keyword, relatedKeywordLimit),
      ]);
      return {
        keyword,
        eBaySiteId,
        eBaySuggestions: ebay.suggestions,
        googleSuggestions: google.suggestions,
        keywords,
        keywordCloud: keywordCloud(keyword, [...ebay.suggestions, ...google.suggestions], keywords),
        googleTrendsUrl: googleTrendsUrl(keyword, eBaySiteId),
        unavailable: [ebay, google].filter((s) => !s.isAvailable).map((s) => s.source),
      };
    },
  };
}

export type KeywordToolService = ReturnType<typeof createKeywordToolService>;
