import { marketplaces } from '@baylytics/contract/marketplaces';
import { type CheckKeyword, type ItemOf, itemOfValues } from '@baylytics/contract/reverse-tracker';
import { z } from 'zod';

export const adsOptions = ['all', 'advertising', 'organic', 'both'] as const;
export type AdsOption = (typeof adsOptions)[number];

/** The site picker's value for "all sites" (its `allSites`). */
const allSitesValue = 'all';
/** A bound as typed: blank (no bound, or 1 where spec 001 §5 says so) or a whole number. */
const boundText = z.string().regex(/^\s*\d*\s*$/);

/** The filter form as typed: text inputs (blank allowed) and three choices. */
export const filterFormSchema = z.object({
  positionFrom: boundText,
  positionTo: boundText,
  wordCountFrom: boundText,
  wordCountTo: boundText,
  site: z
    .string()
    .refine(
      (site) => site === allSitesValue || marketplaces.some((entry) => String(entry.eBaySiteId) === site),
    ),
  ads: z.enum(adsOptions),
  valueFrom: boundText,
  valueTo: boundText,
  competitorFrom: boundText,
  competitorTo: boundText,
  itemOf: z.enum(['all', ...itemOfValues]),
});
export type FilterFormValues = z.infer<typeof filterFormSchema>;

export const defaultFilterForm: FilterFormValues = {
  positionFrom: '',
  positionTo: '',
  wordCountFrom: '',
  wordCountTo: '',
  site: 'all',
  ads: 'all',
  valueFrom: '',
  valueTo: '',
  competitorFrom: '',
  competitorTo: '',
  itemOf: 'all',
};

/** The parsed filter: null = no bound. */
export interface RankingFilter {
  positionFrom: number;
  positionTo: number | null;
  wordCountFrom: number | null;
  wordCountTo: number | null;
  siteId: number | null;
  ads: AdsOption;
  valueFrom: number;
  valueTo: number | null;
  competitorFrom: number;
  competitorTo: number | null;
  itemOf: 'all' | ItemOf;
}

function integerOrNull(text: string): number | null {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isNaN(value) ? null : value;
}

/**
 * Spec 001 §5: a blank position from, keyword value from and competitor from count as 1; other blanks as
 * no bound; values are read as integers.
 */
export function parseFilterForm(values: FilterFormValues): RankingFilter {
  return {
    positionFrom: integerOrNull(values.positionFrom) ?? 1,
    positionTo: integerOrNull(values.positionTo),
    wordCountFrom: integerOrNull(values.wordCountFrom),
    wordCountTo: integerOrNull(values.wordCountTo),
    siteId: values.site === 'all' ? null : Number(values.site),
    ads: values.ads,
    valueFrom: integerOrNull(values.valueFrom) ?? 1,
    valueTo: integerOrNull(values.valueTo),
    competitorFrom: integerOrNull(values.competitorFrom) ?? 1,
    competitorTo: integerOrNull(values.competitorTo),
    itemOf: values.itemOf,
  };
}

const within = (value: number, from: number | null, to: number | null) =>
  (from === null || value >= from) && (to === null || value <= to);

/**
 * Whether a keyword row passes the filter. The position range holds if the organic or the sponsored place
 * lies in it (0 = not shown never does). Rows without a competitor count (roles that do not see it) are
 * not filtered by it.
 */
export function matchesFilter(row: CheckKeyword, filter: RankingFilter): boolean {
  const places = [row.position, row.advPosition].filter((p) => p > 0);
  if (!places.some((p) => within(p, filter.positionFrom, filter.positionTo))) return false;
  const words = row.keyword.split(/\s+/).filter(Boolean).length;
  if (!within(words, filter.wordCountFrom, filter.wordCountTo)) return false;
  if (filter.siteId !== null && row.sId !== filter.siteId) return false;
  if (filter.ads === 'advertising' && row.advPosition === 0) return false;
  if (filter.ads === 'organic' && row.position === 0) return false;
  if (filter.ads === 'both' && (row.position === 0 || row.advPosition === 0)) return false;
  if (!within(row.value, filter.valueFrom, filter.valueTo)) return false;
  if (
    row.showInKeyword !== undefined &&
    !within(row.showInKeyword, filter.competitorFrom, filter.competitorTo)
  )
    return false;
  return filter.itemOf === 'all' || row.itemOf === filter.itemOf;
}
