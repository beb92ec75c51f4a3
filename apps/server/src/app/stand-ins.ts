import type { Database } from '../db/database.ts';
import { startAfterbuy } from './afterbuy.ts';
import type { Config } from './config.ts';
import { startMarketplace } from './marketplace.ts';
import { startPayments } from './payments.ts';
import { startSuggestions } from './suggestions.ts';

/**
 * PayPal, eBay, the search-engine suggestions and Afterbuy: each its local stand-in on the embedded default, or
 * the configured service. None asks anything of the database at start, so `npm start` starts them while the
 * database starts.
 */
export async function startStandIns(config: Config, db: Database) {
  const [payments, marketplace] = await Promise.all([startPayments(config), startMarketplace(config, db)]);
  // The suggest and Afterbuy stand-ins answer from the eBay stand-in's market, so all agree on the words and items.
  const market = marketplace.sandbox && { market: marketplace.sandbox.market };
  const [suggestions, afterbuy] = await Promise.all([
    startSuggestions(config, { ...market }),
    startAfterbuy(config, { ...market }),
  ]);
  return { payments, marketplace, suggestions, afterbuy };
}
