/** The reverse tracker for one item, checking yesterday (spec 001 §2.1). */
export function reverseTrackerLink(itemNumber: number | string): string {
  const query = new URLSearchParams({ itemNumber: String(itemNumber), timeRange: 'yesterday' });
  return `/app/keyword-research/reverse-tracker?${query.toString()}`;
}

/**
 * 'Create promoted listings' for the selected items of one seller account (spec 001 §2.1); with eBay's suggested
 * ad rate of the selection, the campaign form starts from it.
 */
export function createPromotedListingsLink(
  itemNumbers: readonly (number | string)[],
  sellerName: string,
  bidPercentage: number | null = null,
): string {
  const query = new URLSearchParams({ itemNumbers: itemNumbers.join(','), sellerName });
  if (bidPercentage !== null) query.set('bidPercentage', String(bidPercentage));
  return `/app/campaign/create-campaign?${query.toString()}`;
}

/**
 * The ad rate to start a campaign for these rows from: the highest of eBay's suggestions for each listing, so
 * that every one of them bids at least what eBay suggests for it; null when eBay suggested none.
 */
export function suggestedBidPercentage(
  rows: readonly { bidPercentagesItem: readonly number[] }[],
): number | null {
  const suggestions = rows.flatMap((row) => row.bidPercentagesItem);
  return suggestions.length > 0 ? Math.max(...suggestions) : null;
}
