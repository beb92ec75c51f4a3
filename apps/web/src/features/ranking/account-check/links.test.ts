import { describe, expect, it } from 'vitest';
import { createPromotedListingsLink, reverseTrackerLink, suggestedBidPercentage } from './links.ts';

describe('account check links', () => {
  it('opens the reverse tracker on the item for yesterday', () => {
    expect(reverseTrackerLink(123456789012)).toBe(
      '/app/keyword-research/reverse-tracker?itemNumber=123456789012&timeRange=yesterday',
    );
  });
  it('creates promoted listings for the selected items, comma-joined, with the seller name encoded', () => {
    expect(createPromotedListingsLink([111, 222, 333], 'demo seller&1')).toBe(
      '/app/campaign/create-campaign?itemNumbers=111%2C222%2C333&sellerName=demo+seller%261',
    );
  });
  it("starts the campaign from eBay's highest suggested ad rate of the selection", () => {
    const rows = [{ bidPercentagesItem: [4.5] }, { bidPercentagesItem: [] }, { bidPercentagesItem: [7.2] }];
    expect(suggestedBidPercentage(rows)).toBe(7.2);
    expect(suggestedBidPercentage([{ bidPercentagesItem: [] }])).toBeNull();
    expect(createPromotedListingsLink([111], 'seller', 7.2)).toBe(
      '/app/campaign/create-campaign?itemNumbers=111&sellerName=seller&bidPercentage=7.2',
    );
  });
});
