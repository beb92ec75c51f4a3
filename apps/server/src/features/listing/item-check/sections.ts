import type { Characteristic, CheckEntry, ItemCheckResult } from '@baylytics/contract/listing-item-check';
import {
  type AspectUse,
  aspectFlag,
  type Flag,
  flags,
  handlingTimeFlag,
  helpsFlag,
  keywordInTitleFlag,
  missingKeywordWords,
  mobileDescriptionFlag,
  mobileSubtitleLength,
  picturesFlag,
  recommendedAspectsFlag,
  requiredAspectsFlag,
  returnShippingFlag,
  returnsFlag,
  shippingCostFlag,
  titleLengthFlag,
  variationNameFlag,
  variationPicturesFlag,
  variationValueFlag,
} from '@baylytics/contract/listing-rules';
import type { CategorySuggestion, ItemAspect, TradingItem } from '../../../integrations/ebay/ebay-types.ts';
import { mobileShortDescription } from './mobile-description.ts';

const entry = (description: string, value: unknown, flag: Flag, metadata: object = {}): CheckEntry => ({
  description,
  value: value === null || value === undefined ? '' : String(value),
  flag,
  metadata: JSON.stringify(metadata),
});

/** The worst flag of several (bad over warning over good); neutral when all are neutral. */
function worst(list: readonly Flag[]): Flag {
  if (list.includes(flags.bad)) return flags.bad;
  if (list.includes(flags.warning)) return flags.warning;
  return list.includes(flags.good) ? flags.good : flags.neutral;
}

const hasValues = (item: TradingItem, name: string) =>
  item.itemSpecifics.some((s) => s.name.toLowerCase() === name.toLowerCase() && s.values.some(Boolean)) ||
  item.variations.some((v) => v.specifics.some((s) => s.name.toLowerCase() === name.toLowerCase()));

function useOf(item: TradingItem, aspect: ItemAspect): AspectUse {
  return {
    isRequired: aspect.isRequired,
    isRecommended: aspect.usage === 'RECOMMENDED',
    hasValue: hasValues(item, aspect.name),
  };
}

export function characteristics(item: TradingItem, aspects: readonly ItemAspect[]): Characteristic[] {
  return aspects.map((aspect) => {
    const own = item.itemSpecifics.find((s) => s.name.toLowerCase() === aspect.name.toLowerCase());
    return {
      name: aspect.name,
      type: aspect.mode === 'SELECTION_ONLY' ? 'SELECT' : 'TEXTBOX',
      inputMode: aspect.isMultiValued ? 'MULTI' : 'SINGLE',
      requiredFlag: aspect.isRequired ? 1 : 3,
      enabledForVariationsFlag: aspect.isForVariations,
      isRecommended: aspect.usage === 'RECOMMENDED',
      values: aspect.values,
      value: own?.values ?? [],
      flag: aspectFlag(useOf(item, aspect)),
    };
  });
}

function itemEntries(item: TradingItem, keyword: string, aspects: readonly ItemAspect[]): CheckEntry[] {
  const uses = aspects.map((aspect) => useOf(item, aspect));
  return [
    entry('title', item.title, titleLengthFlag(item.title), { length: item.title.length }),
    entry('keywordInTitle', keyword, keywordInTitleFlag(item.title, keyword), {
      missingWords: missingKeywordWords(item.title, keyword),
    }),
    entry('subTitle', item.subtitle, helpsFlag(item.subtitle !== null)),
    entry('pictureUrl', item.pictureUrls.length, picturesFlag(item.pictureUrls.length), {
      hasVariation: item.variations.length > 0,
    }),
    entry(
      'requiredAspects',
      uses.filter((u) => u.isRequired && u.hasValue).length,
      requiredAspectsFlag(uses),
      {
        total: uses.filter((u) => u.isRequired).length,
      },
    ),
    entry(
      'recommendedAspects',
      uses.filter((u) => u.isRecommended && !u.isRequired && u.hasValue).length,
      recommendedAspectsFlag(uses),
      { total: uses.filter((u) => u.isRecommended && !u.isRequired).length },
    ),
    entry('currentPrice', item.price, flags.neutral, { currency: item.currency }),
    entry('quantitySold', item.quantitySold, flags.neutral),
    entry('bestOfferEnabled', item.isBestOfferEnabled, flags.neutral),
    entry('topRatedListing', item.isTopRatedListing, helpsFlag(item.isTopRatedListing)),
    entry('paymentMethod', item.paymentMethods.join(', '), flags.neutral),
  ];
}

function variants(item: TradingItem, aspects: readonly ItemAspect[]): ItemCheckResult['itemVariants'] {
  const forVariations = new Set(aspects.filter((a) => a.isForVariations).map((a) => a.name.toLowerCase()));
  const rows = item.variations.map((variation) => ({
    nameValueList: variation.specifics.map((s) => {
      const value = s.values.join(', ');
      return {
        name: s.name,
        value,
        nameColor: variationNameFlag(forVariations.has(s.name.toLowerCase())),
        valueColor: variationValueFlag(value),
      };
    }),
    sku: variation.sku ?? '',
    startPrice: variation.price,
    quantity: variation.quantity,
    quantitySold: variation.quantitySold,
  }));
  const pictureName = item.variationPictures?.specificName ?? item.variations[0]?.specifics[0]?.name ?? null;
  let pictureCheckings: ItemCheckResult['itemVariants']['pictureCheckings'] = null;
  if (pictureName) {
    const values = [
      ...new Set(
        item.variations.flatMap((v) => v.specifics.find((s) => s.name === pictureName)?.values ?? []),
      ),
    ];
    const sets = values.map((value) => {
      const url = item.variationPictures?.sets.find((set) => set.value === value)?.pictureUrls[0] ?? null;
      return { variationSpecificValue: value, pictureURL: url, flag: url ? flags.good : flags.bad };
    });
    const withPicture = sets.filter((set) => set.pictureURL).length;
    pictureCheckings = {
      specificName: pictureName,
      specificsSet: sets,
      flag: variationPicturesFlag(values.length, withPicture),
    };
  }
  const cells = rows.flatMap((row) => row.nameValueList.flatMap((c) => [c.nameColor, c.valueColor]));
  return {
    variants: rows,
    pictureCheckings,
    flag: worst([...(cells as Flag[]), (pictureCheckings?.flag ?? flags.neutral) as Flag]),
  };
}

function shippingEntries(item: TradingItem): CheckEntry[] {
  const service = item.shipping.services[0];
  return [
    entry('shipToLocations', item.shipping.shipToLocations.join(', '), flags.neutral),
    entry('excludeShipToLocation', item.shipping.excludeShipToLocations.join(', '), flags.neutral),
    entry('shippingCost', service?.cost ?? null, shippingCostFlag(service?.cost ?? null), {
      shippingType: item.shipping.shippingType,
      shippingServiceCost: service?.cost ?? null,
      currency: service?.currency ?? item.currency,
    }),
    entry('handleTime', item.shipping.handlingDays, handlingTimeFlag(item.shipping.handlingDays)),
    entry(
      'returnsWithin',
      item.returns?.isAccepted ? item.returns.withinDays : 0,
      returnsFlag(item.returns),
      {
        isAccepted: item.returns?.isAccepted ?? null,
      },
    ),
    entry(
      'shippingCostPaidBy',
      item.returns?.shippingCostPaidBy ?? '',
      returnShippingFlag(item.returns?.shippingCostPaidBy ?? null),
    ),
  ];
}

function mobileEntry(item: TradingItem): CheckEntry {
  const text = mobileShortDescription(item.descriptionHtml);
  return entry('mobileDescription', text ?? '', mobileDescriptionFlag(text?.length ?? null), {
    mobileDescriptionCount: text?.length ?? 0,
    subtitlePart: text?.slice(0, mobileSubtitleLength) ?? '',
  });
}

const suggestionsOf = (suggestions: readonly CategorySuggestion[]) =>
  suggestions.map((s) => ({ id: s.categoryId, name: s.path.join(' > ') }));

/** The check's sections from the listing and its category's aspects, every flag from `listing-rules`. */
export function itemCheckSections(
  item: TradingItem,
  aspects: readonly ItemAspect[],
  keyword: string,
  suggestions: readonly CategorySuggestion[],
): Pick<
  ItemCheckResult,
  'item' | 'itemCategories' | 'itemVariants' | 'mobileDescription' | 'shipping' | 'itemCharacteristics'
> {
  const uses = aspects.map((aspect) => useOf(item, aspect));
  return {
    item: itemEntries(item, keyword, aspects),
    itemCategories: {
      primaryCategory: {
        value: item.categoryId,
        name: (item.categoryName ?? '').split(':').join(' > '),
        variationEnabled: aspects.some((a) => a.isForVariations),
      },
      secondaryCategory: item.secondaryCategory
        ? {
            value: item.secondaryCategory.id,
            name: (item.secondaryCategory.name ?? '').split(':').join(' > '),
          }
        : null,
      eBaySuggestion: suggestionsOf(suggestions)[0] ?? null,
      suggestions: suggestionsOf(suggestions),
      flag: worst([requiredAspectsFlag(uses), recommendedAspectsFlag(uses)]),
    },
    itemVariants: variants(item, aspects),
    mobileDescription: mobileEntry(item),
    shipping: shippingEntries(item),
    itemCharacteristics: characteristics(item, aspects),
  };
}
