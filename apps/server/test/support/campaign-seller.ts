import { eq } from 'drizzle-orm';
import { ebayTokens } from '../../src/db/schema/marketplace.ts';
import type { TestApp } from './test-app.ts';

/** A seller the campaign tests act as: its session, its stored eBay connection and two of its listings. */
export interface CampaignSeller {
  token: string;
  tokenId: number;
  name: string;
  itemIds: string[];
}

/**
 * A Bronze user connected to demo-seller-1, which is above standard (cost per click is allowed), with two of the
 * seller's listings on site 77 as the stand-in's market shows them today.
 */
export async function connectCampaignSeller(t: TestApp): Promise<CampaignSeller> {
  const user = await t.signedInUser({ plan: 'Bronze' });
  const name = 'demo-seller-1';
  await t.connectEbaySeller(user.token, name);
  const [row] = await t.db.select().from(ebayTokens).where(eq(ebayTokens.userId, user.id));
  if (!row) throw new Error('the connection stored no token');
  const market = t.ebaySandbox.market;
  const today = t.clock.now().toISOString().slice(0, 10);
  const itemIds = market
    .listingIdsOfSeller(name, today)
    .filter((id) => market.listing(id, today)?.siteId === 77)
    .slice(0, 2);
  return { token: user.token, tokenId: row.id, name, itemIds };
}
