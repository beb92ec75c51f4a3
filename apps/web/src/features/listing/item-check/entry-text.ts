import type { CheckEntry } from '@baylytics/contract/listing-item-check';
import type { TFunction } from 'i18next';
import type { useFormat } from '../../../app/format/use-format.ts';

type Format = ReturnType<typeof useFormat>;

function metadataOf(entry: CheckEntry): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(entry.metadata);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const numberOf = (value: string) => (value.trim() === '' ? null : Number(value));
const textOf = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * How an entry's value reads on the screen: the server sends each value as eBay gives it (numbers, `true`,
 * `Seller`); here they become the page's words and number style, with the figures of the metadata.
 */
export function entryText(entry: CheckEntry, t: TFunction, format: Format): string {
  const meta = metadataOf(entry);
  const value = entry.value;
  const number = numberOf(value);
  const none = t('itemCheck.none');
  switch (entry.description) {
    case 'pictureUrl':
      return t('itemCheck.values.pictures', { count: number ?? 0 });
    case 'requiredAspects':
    case 'recommendedAspects':
      return t('itemCheck.values.ofTotal', {
        value: format.number(number ?? 0),
        total: format.number(Number(meta.total ?? 0)),
      });
    case 'currentPrice':
      return number === null ? none : format.money(number, textOf(meta.currency));
    case 'shippingCost':
      if (number === null) return none;
      return number === 0 ? t('itemCheck.values.free') : format.money(number, textOf(meta.currency));
    case 'quantitySold':
      return format.number(number ?? 0);
    case 'handleTime':
      return number === null ? none : t('itemCheck.values.days', { count: number });
    case 'returnsWithin':
      return meta.isAccepted === false || number === null
        ? t('itemCheck.values.noReturns')
        : t('itemCheck.values.days', { count: number });
    case 'bestOfferEnabled':
    case 'topRatedListing':
      return t(value === 'true' ? 'itemCheck.yes' : 'itemCheck.no');
    case 'shippingCostPaidBy':
      return value ? t(`itemCheck.values.paidBy.${value === 'Seller' ? 'seller' : 'buyer'}`) : none;
    default:
      return value || none;
  }
}

/** The advice for an entry that is not good yet, with the figures behind it; `null` when there is none. */
export function entryAdvice(entry: CheckEntry, kind: string, t: TFunction, exists: (key: string) => boolean) {
  const key = `itemCheck.advice.${entry.description}.${kind}`;
  if (!exists(key)) return null;
  const meta = metadataOf(entry);
  const missing = Array.isArray(meta.missingWords) ? meta.missingWords.join(', ') : '';
  return t(key, { missing, length: meta.length ?? 0 });
}

export { metadataOf };

/** The listing's currency, as the price entry carries it. */
export function currencyOf(entries: readonly CheckEntry[]): string | null {
  const price = entries.find((e) => e.description === 'currentPrice');
  return price ? textOf(metadataOf(price).currency) : null;
}
