import type { LivePoint } from '@baylytics/contract/live-chart';
import type { SearchItem } from '../../../integrations/ebay/ebay-types.ts';
import { isLowestPrice, itemNumberOf } from '../../crawler/public.ts';

/**
 * One point of the live chart from one live search: the item's first place (0 when it is not among the
 * results), whether that place is a sponsored slot, and whether its price is the lowest of the first
 * `superPriceWindow` results of the same currency (ties count; the item itself may sit further down).
 */
export function livePointOf(items: readonly SearchItem[], itemNumber: number, at: Date): LivePoint {
  const index = items.findIndex((hit) => itemNumberOf(hit) === itemNumber);
  const hit = items[index];
  if (!hit) return { timestamp: at.toISOString(), position: 0, isAdv: false, isSuperPrice: false };
  return {
    timestamp: at.toISOString(),
    position: index + 1,
    isAdv: hit.isPriorityListing,
    isSuperPrice: isLowestPrice(hit, items),
  };
}
