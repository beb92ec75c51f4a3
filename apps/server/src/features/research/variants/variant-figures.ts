import type { VariantItem, VariantItems } from '@baylytics/contract/research-variants';
import { addDays } from '../../crawler/public.ts';

/** One variation's reading on one day: sold since the listing started, and the price then. */
export interface SnapshotRow {
  day: string;
  variationKey: string;
  variant: string;
  price: number | null;
  quantitySold: number;
}

export interface ObservedListing {
  itemNumber: string;
  title: string;
  pictureUrl: string | null;
  currency: string | null;
  hasVariations: boolean;
  observedSince: string;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * A listing's sales from its daily readings: a day's sales of a variation are its sold quantity that day less
 * the day before (only days read on both sides count; a count that fell, as after a relisting, counts 0).
 * Averages per month are the sales per observed day × 30, per day the monthly figure / 30 (spec 002 §9).
 */
export function variantFigures(listing: ObservedListing, rows: readonly SnapshotRow[]): VariantItem {
  const byDay = new Map<string, Map<string, SnapshotRow>>();
  for (const row of rows) {
    const day = byDay.get(row.day) ?? new Map<string, SnapshotRow>();
    day.set(row.variationKey, row);
    byDay.set(row.day, day);
  }
  const days = [...byDay.keys()].sort();
  const variants = new Map<string, { variant: string; price: number | null; quantity: number }>();
  const soldByDate: { date: string; quantity: number }[] = [];
  let revenue = 0;
  for (const day of days) {
    const today = byDay.get(day);
    const before = byDay.get(addDays(day, -1));
    if (!today) continue;
    for (const row of today.values()) {
      variants.set(row.variationKey, {
        variant: row.variant,
        price: row.price,
        quantity: variants.get(row.variationKey)?.quantity ?? 0,
      });
    }
    if (!before) continue;
    let quantity = 0;
    for (const row of today.values()) {
      const previous = before.get(row.variationKey);
      if (!previous) continue;
      const sold = Math.max(0, row.quantitySold - previous.quantitySold);
      quantity += sold;
      revenue += sold * (row.price ?? 0);
      const entry = variants.get(row.variationKey);
      if (entry) entry.quantity += sold;
    }
    soldByDate.push({ date: day, quantity });
  }
  const observedDays = soldByDate.length;
  const totalQuantity = soldByDate.reduce((sum, entry) => sum + entry.quantity, 0);
  const perMonth = observedDays === 0 ? 0 : (totalQuantity / observedDays) * 30;
  const revenuePerMonth = observedDays === 0 ? 0 : (revenue / observedDays) * 30;
  return {
    itemNumber: listing.itemNumber,
    title: listing.title,
    pictureUrl: listing.pictureUrl,
    currency: listing.currency,
    hasVariations: listing.hasVariations,
    // The first day whose sales are known; before any, the day the observation began.
    historySince: soldByDate[0]?.date ?? listing.observedSince,
    observedDays,
    totalQuantity,
    summary: {
      averageQuantityPerMonth: cents(perMonth),
      averageQuantity: cents(perMonth / 30),
      averageRevenuePerMonth: cents(revenuePerMonth),
      averageRevenue: cents(revenuePerMonth / 30),
    },
    soldByVariant: [...variants.values()]
      .map((entry) => ({
        variant: entry.variant,
        price: entry.price,
        currency: listing.currency,
        quantity: entry.quantity,
      }))
      .sort((a, b) => b.quantity - a.quantity || a.variant.localeCompare(b.variant)),
    soldByDate,
  };
}

/** Several items' answer: each item, their sales added up per day, and their currency if they share one. */
export function combine(items: VariantItem[]): VariantItems {
  const perDay = new Map<string, number>();
  for (const item of items)
    for (const entry of item.soldByDate)
      perDay.set(entry.date, (perDay.get(entry.date) ?? 0) + entry.quantity);
  const currencies = new Set(items.map((item) => item.currency));
  return {
    items,
    soldByDate: [...perDay]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, quantity]) => ({ date, quantity })),
    currency: currencies.size === 1 ? (items[0]?.currency ?? null) : null,
  };
}
