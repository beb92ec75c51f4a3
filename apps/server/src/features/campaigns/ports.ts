// What the campaign screens need from eBay, narrowed to the calls they make; the eBay client provides them.
import type { MarketingCalls } from '../../integrations/ebay/marketing-types.ts';

/** eBay's Marketing and Account calls on behalf of one connected seller. */
export type CampaignCalls = MarketingCalls;

/** The calls for a connection (ebay_tokens.id). */
export type CampaignCallsFor = (ebayTokenId: number) => CampaignCalls;

/** Which of a user's eBay connections can be used now (the marketplace area answers). */
export interface UsableTokens {
  usableTokenId(userId: number, sellerName: string, now: Date): Promise<number | null>;
}

export type { ReportKind, ReportLine } from '../../integrations/ebay/marketing-types.ts';
