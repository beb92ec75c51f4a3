/** A request the market refuses; `code` lets the stand-in answer with eBay's matching error. */
export type MarketplaceErrorCode =
  | 'unknownItem'
  | 'listingNotLive'
  | 'invalidDay'
  | 'invalidTitle'
  | 'invalidCategory'
  | 'invalidPrice'
  | 'invalidQuantity'
  | 'invalidRevisions';

export class MarketplaceError extends Error {
  constructor(
    readonly code: MarketplaceErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'MarketplaceError';
  }
}
