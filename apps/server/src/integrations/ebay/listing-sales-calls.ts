import { z } from 'zod';
import { EbayError } from './ebay-error.ts';
import type { EbaySiteId, ListingSales, VariationSales } from './ebay-types.ts';
import { languageOf, marketplaceIdOf } from './sites.ts';
import type { GetJson } from './taxonomy-calls.ts';

// Browse's Item as the sales reading needs it: identifiers, title, picture, price, aspects and the
// estimated sold quantity eBay shows buyers ("… sold"), per item or per variation of a group.
const amount = z.object({ value: z.string().regex(/^-?\d+(\.\d+)?$/), currency: z.string().length(3) });
const salesItem = z.object({
  itemId: z.string().min(1),
  legacyItemId: z.string().optional(),
  title: z.string(),
  price: amount.optional(),
  image: z.object({ imageUrl: z.string() }).optional(),
  localizedAspects: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
  estimatedAvailabilities: z
    .array(z.object({ estimatedSoldQuantity: z.number().int().min(0).optional() }))
    .optional(),
});
type SalesItem = z.infer<typeof salesItem>;

export interface ListingSalesCalls {
  /**
   * A listing's sold quantities as eBay shows them now (or, on the stand-in, as of `asOf`): per variation for
   * a listing with variations (`get_items_by_item_group`), else one entry (`get_item_by_legacy_id`).
   */
  listingSales(
    siteId: EbaySiteId,
    itemNumber: string,
    o?: { asOf?: string; isItemGroup?: boolean },
  ): Promise<ListingSales>;
}

/** The variation's key: the last part of eBay's RESTful id `v1|<item>|<variation>`; '0' for no variation. */
const variationKeyOf = (restId: string) => restId.split('|')[2] ?? '0';

/**
 * What tells a group's variations apart: the aspects whose value differs between them, in eBay's order
 * (colour, size …). A group of one variation has nothing to compare, so all its aspects describe it.
 */
function variationLabels(items: readonly SalesItem[]): string[] {
  const valuesOf = new Map<string, Set<string>>();
  for (const item of items)
    for (const aspect of item.localizedAspects ?? []) {
      const values = valuesOf.get(aspect.name) ?? new Set<string>();
      values.add(aspect.value);
      valuesOf.set(aspect.name, values);
    }
  const differing = new Set([...valuesOf].filter(([, values]) => values.size > 1).map(([name]) => name));
  return items.map((item) =>
    (item.localizedAspects ?? [])
      .filter((aspect) => items.length === 1 || differing.has(aspect.name))
      .map((aspect) => `${aspect.name}: ${aspect.value}`)
      .join(', '),
  );
}

function toVariation(item: SalesItem, label: string): VariationSales {
  return {
    variationKey: variationKeyOf(item.itemId),
    variant: label,
    price: item.price ? Number(item.price.value) : null,
    currency: item.price?.currency ?? null,
    quantitySold: item.estimatedAvailabilities?.[0]?.estimatedSoldQuantity ?? 0,
  };
}

export function createListingSalesCalls(
  getJson: GetJson,
  apiBaseUrl: string,
  sandboxDate: (asOf: string | undefined) => string | undefined,
): ListingSalesCalls {
  return {
    async listingSales(siteId, itemNumber, o = {}) {
      const headers = {
        'x-ebay-c-marketplace-id': marketplaceIdOf(siteId),
        'accept-language': languageOf(siteId),
        'x-sandbox-date': sandboxDate(o.asOf),
      };
      let single: SalesItem | null = null;
      // A caller who knows the listing has variations saves the call eBay would refuse.
      if (!o.isItemGroup)
        try {
          single = await getJson({
            api: 'browse',
            base: apiBaseUrl,
            path: '/buy/browse/v1/item/get_item_by_legacy_id',
            query: { legacy_item_id: itemNumber },
            headers,
            answer: salesItem,
          });
        } catch (error) {
          // eBay points a caller who names a listing with variations to its item group (11006).
          const isGroup = error instanceof EbayError && error.ebayErrors.some((e) => e.code === '11006');
          if (!isGroup) throw error;
        }
      if (single) {
        return {
          itemNumber: single.legacyItemId ?? itemNumber,
          title: single.title,
          pictureUrl: single.image?.imageUrl ?? null,
          hasVariations: false,
          variations: [toVariation(single, '')],
        };
      }
      const group = await getJson({
        api: 'browse',
        base: apiBaseUrl,
        path: '/buy/browse/v1/item/get_items_by_item_group',
        query: { item_group_id: itemNumber },
        headers,
        answer: z.object({ items: z.array(salesItem) }),
      });
      const [first] = group.items;
      if (!first)
        throw new EbayError('notFound', 'item group without items', {
          operation: 'GET get_items_by_item_group',
        });
      const labels = variationLabels(group.items);
      return {
        itemNumber,
        title: first.title,
        pictureUrl: first.image?.imageUrl ?? null,
        hasVariations: true,
        variations: group.items.map((item, index) => toVariation(item, labels[index] ?? '')),
      };
    },
  };
}
