import type { RecommendationCalls } from '../../integrations/ebay/recommendation-calls.ts';

/** eBay's Recommendation API on behalf of a connection (the promotion advice job asks through it). */
export type RecommendationsFor = (ebayTokenId: number) => RecommendationCalls;
