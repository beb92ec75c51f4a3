// The item check's colour flags (spec 002 §2): every rule that judges a listing, in one place. Each rule and
// where its threshold comes from is written in docs/decisions/item-check-rules.md. The server computes the
// flags with these functions; the title builder shows the same title status while the seller types.

/** Flag values of an entry: 1 good, 2 warning, 3 bad, 0 neutral (nothing to judge). */
export const flags = { neutral: 0, good: 1, warning: 2, bad: 3 } as const;
export type Flag = (typeof flags)[keyof typeof flags];

/** eBay's title limit and the length from which a title counts as using its room well (spec 002 §9). */
export const titleMaxLength = 80;
export const titleOptimalLength = 74;
/** Pictures: from this many a listing shows the item from enough sides; below the second it is bad. */
export const picturesGood = 5;
export const picturesWarning = 2;
/** Share of the category's recommended aspects filled from which the listing counts as well described. */
export const recommendedGoodShare = 0.8;
export const recommendedWarningShare = 0.5;
/** Mobile short description: eBay shows the first 215 characters as the subtitle, at most 800 (spec 002 §9). */
export const mobileSubtitleLength = 215;
export const mobileDescriptionMaxLength = 800;

/**
 * The mobile short description in the three parts eBay shows differently: the subtitle (first 215 characters),
 * the rest shown up to 800, and what eBay cuts off. Counted in characters (code points), as eBay counts them.
 */
export function shortDescriptionParts(text: string): [string, string, string] {
  const chars = [...text];
  return [
    chars.slice(0, mobileSubtitleLength).join(''),
    chars.slice(mobileSubtitleLength, mobileDescriptionMaxLength).join(''),
    chars.slice(mobileDescriptionMaxLength).join(''),
  ];
}
/** Return period eBay asks of top-rated-plus listings, in days. */
export const returnDaysGood = 30;
/** Handling time eBay asks of top-rated-plus listings (same or next working day). */
export const handlingDaysGood = 1;
export const handlingDaysWarning = 3;

/** Title length: over 80 eBay refuses it, from 74 the room is used, below that words are missing. */
export function titleLengthFlag(title: string): Flag {
  if (title.length > titleMaxLength) return flags.bad;
  return title.length >= titleOptimalLength ? flags.good : flags.warning;
}

/** The title builder's status (spec 002 §4): 80 characters or fewer success, more danger. */
export function titleStatus(title: string): 'success' | 'danger' {
  return title.length <= titleMaxLength ? 'success' : 'danger';
}

const wordsOf = (text: string) =>
  text
    .toLocaleLowerCase()
    .split(/[\s,;/|]+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);

/** Words of the keyword the title does not contain (case-insensitive, whole words). */
export function missingKeywordWords(title: string, keyword: string): string[] {
  const titleWords = new Set(wordsOf(title));
  return [...new Set(wordsOf(keyword))].filter((word) => !titleWords.has(word));
}

/** Keyword in the title: every word good, some words warning, none bad. */
export function keywordInTitleFlag(title: string, keyword: string): Flag {
  const words = new Set(wordsOf(keyword));
  if (words.size === 0) return flags.neutral;
  const missing = missingKeywordWords(title, keyword).length;
  if (missing === 0) return flags.good;
  return missing < words.size ? flags.warning : flags.bad;
}

export function picturesFlag(count: number): Flag {
  if (count >= picturesGood) return flags.good;
  return count >= picturesWarning ? flags.warning : flags.bad;
}

/** One aspect of the category as the listing fills it. */
export interface AspectUse {
  isRequired: boolean;
  isRecommended: boolean;
  hasValue: boolean;
}

/** One characteristic: a required one without a value bad, a recommended one warning, a filled one good. */
export function aspectFlag(aspect: AspectUse): Flag {
  if (aspect.hasValue) return flags.good;
  if (aspect.isRequired) return flags.bad;
  return aspect.isRecommended ? flags.warning : flags.neutral;
}

/** Required aspects: all filled good, any missing bad (eBay refuses revisions without them). */
export function requiredAspectsFlag(aspects: readonly AspectUse[]): Flag {
  const required = aspects.filter((a) => a.isRequired);
  if (required.length === 0) return flags.neutral;
  return required.every((a) => a.hasValue) ? flags.good : flags.bad;
}

/** Recommended aspects: at least 80 % filled good, at least 50 % warning, less bad. */
export function recommendedAspectsFlag(aspects: readonly AspectUse[]): Flag {
  const recommended = aspects.filter((a) => a.isRecommended && !a.isRequired);
  if (recommended.length === 0) return flags.neutral;
  const share = recommended.filter((a) => a.hasValue).length / recommended.length;
  if (share >= recommendedGoodShare) return flags.good;
  return share >= recommendedWarningShare ? flags.warning : flags.bad;
}

/** A variation aspect: good when the category lets that aspect tell variations apart, else warning. */
export function variationNameFlag(isEnabledForVariations: boolean): Flag {
  return isEnabledForVariations ? flags.good : flags.warning;
}

/** A variation value: empty is bad. */
export function variationValueFlag(value: string): Flag {
  return value.trim() ? flags.good : flags.bad;
}

/**
 * Variation pictures: without variations nothing to judge; pictures for every value good, for some warning,
 * none at all bad (buyers see one picture for every colour).
 */
export function variationPicturesFlag(values: number, valuesWithPicture: number): Flag {
  if (values === 0) return flags.neutral;
  if (valuesWithPicture >= values) return flags.good;
  return valuesWithPicture > 0 ? flags.warning : flags.bad;
}

/** Mobile short description: present within 800 characters good, longer warning (cut), missing bad. */
export function mobileDescriptionFlag(length: number | null): Flag {
  if (length === null || length === 0) return flags.bad;
  return length <= mobileDescriptionMaxLength ? flags.good : flags.warning;
}

/** Returns: accepted for 30 days or more good, shorter warning, not accepted bad. */
export function returnsFlag(returns: { isAccepted: boolean; withinDays: number | null } | null): Flag {
  if (!returns) return flags.neutral;
  if (!returns.isAccepted) return flags.bad;
  return (returns.withinDays ?? 0) >= returnDaysGood ? flags.good : flags.warning;
}

/** Who pays the return postage: the seller good (a top-rated-plus condition on eBay.de), the buyer neutral. */
export function returnShippingFlag(paidBy: string | null): Flag {
  return paidBy === 'Seller' ? flags.good : flags.neutral;
}

/** Postage: free good, otherwise neutral (a price matter, not a listing fault). */
export function shippingCostFlag(cost: number | null): Flag {
  if (cost === null) return flags.neutral;
  return cost === 0 ? flags.good : flags.neutral;
}

/** Handling time: same or next working day good, up to 3 warning, longer bad. */
export function handlingTimeFlag(days: number | null): Flag {
  if (days === null) return flags.neutral;
  if (days <= handlingDaysGood) return flags.good;
  return days <= handlingDaysWarning ? flags.warning : flags.bad;
}

/** A yes/no fact that helps the listing (top-rated listing, subtitle): yes good, no warning. */
export function helpsFlag(isPresent: boolean): Flag {
  return isPresent ? flags.good : flags.warning;
}
