/** The reverse tracker for one item, checking yesterday (spec 001 §2.1). */
export function reverseTrackerLink(itemNumber: number | string): string {
  const query = new URLSearchParams({ itemNumber: String(itemNumber), timeRange: 'yesterday' });
  return `/app/keyword-research/reverse-tracker?${query.toString()}`;
}

/** 'Create promoted listings' for the selected items of one seller account (spec 001 §2.1). */
export function createPromotedListingsLink(
  itemNumbers: readonly (number | string)[],
  sellerName: string,
): string {
  const query = new URLSearchParams({ itemNumbers: itemNumbers.join(','), sellerName });
  return `/app/campaign/create-campaign?${query.toString()}`;
}
