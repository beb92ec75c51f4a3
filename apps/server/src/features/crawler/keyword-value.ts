/**
 * A keyword's value (0–100) from signals anyone can observe on the marketplace: how high the marketplace's
 * own search box suggests it, how many listings a search finds, and how many of the top places sellers pay
 * for. See docs/decisions/keyword-value-from-observable-signals.md for the explanation sellers read.
 */
export interface KeywordSignals {
  /** Best place among the search box suggestions of one of its prefixes (1 = first); null if never suggested. */
  suggestRank: number | null;
  /** Results the search reports. */
  totalResults: number;
  /** Sponsored places among the top results read. */
  sponsoredCount: number;
  /** Top results read (at most 200). */
  resultsRead: number;
}

export const valueWeights = { suggestion: 45, supply: 35, advertising: 20 } as const;

/** Suggestion places that still count, and the result count that counts as full supply (100,000). */
const suggestionDepth = 10;
const fullSupplyDigits = 5;
/** A fifth of the top places sponsored counts as full advertising pressure. */
const fullAdvertisingShare = 0.2;

export function keywordValue(signals: KeywordSignals): number {
  const suggestion =
    signals.suggestRank === null || signals.suggestRank > suggestionDepth
      ? 0
      : 1 - (signals.suggestRank - 1) / suggestionDepth;
  const supply = Math.min(1, Math.log10(1 + Math.max(0, signals.totalResults)) / fullSupplyDigits);
  const share = signals.resultsRead > 0 ? signals.sponsoredCount / signals.resultsRead : 0;
  const advertising = Math.min(1, share / fullAdvertisingShare);
  return Math.round(
    valueWeights.suggestion * suggestion +
      valueWeights.supply * supply +
      valueWeights.advertising * advertising,
  );
}
