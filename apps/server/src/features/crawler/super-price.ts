import { superPriceWindow } from '@baylytics/contract/live-chart';
import type { Money } from '../../integrations/ebay/ebay-types.ts';

/** What the rule reads of a search result: its price as the result list shows it (null when eBay gives none). */
export interface PricedHit {
  price: Money | null;
}

/**
 * The super-price rule of the live chart and the reverse tracker: a result's price is the lowest of the first
 * `superPriceWindow` results of the same currency in that search. Ties count, results without a price or in
 * another currency are not compared, and the result itself may sit further down than the window.
 */
export function isLowestPrice(hit: PricedHit, results: readonly PricedHit[]): boolean {
  return superPriceCheckOf(results)(hit);
}

/**
 * `isLowestPrice` for many results of one search: the cheapest price per currency of the window is found once,
 * so checking all 200 results of a crawl costs one pass over the window, not 200.
 */
export function superPriceCheckOf(results: readonly PricedHit[]): (hit: PricedHit) => boolean {
  const cheapest = new Map<string, number>();
  for (const { price } of results.slice(0, superPriceWindow)) {
    if (!price) continue;
    const known = cheapest.get(price.currency);
    if (known === undefined || price.value < known) cheapest.set(price.currency, price.value);
  }
  return (hit) => {
    if (!hit.price) return false;
    const lowest = cheapest.get(hit.price.currency);
    return lowest === undefined || hit.price.value <= lowest;
  };
}
