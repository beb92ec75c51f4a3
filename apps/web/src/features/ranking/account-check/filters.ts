import {
  type PromotedWithAd,
  promotedWithAdValues,
  type RankingFilterInput,
  type RankingSortColumn,
} from '@baylytics/contract/account-check-filter';

/** A yes/no filter that can also be off ('all'). */
export type TriState = 'all' | 'true' | 'false';

/** The filter panel's values as the inputs hold them (spec 001 §2.1); the account comes from the switcher. */
export interface AccountCheckFilters {
  search: string;
  starColor: string | null;
  isOptimized: TriState;
  promotedWithAd: PromotedWithAd | null;
  fromTodayMedianPosition: string;
  toTodayMedianPosition: string;
  eBaySiteId: string | null;
  sku: string;
  promotedListing: TriState;
  hasVideo: TriState;
}

export const emptyFilters: AccountCheckFilters = {
  search: '',
  starColor: null,
  isOptimized: 'all',
  promotedWithAd: null,
  fromTodayMedianPosition: '',
  toTodayMedianPosition: '',
  eBaySiteId: null,
  sku: '',
  promotedListing: 'all',
  hasVideo: 'all',
};

export type SortDirection = 'asc' | 'desc';
export interface TableSort {
  orderBy: RankingSortColumn;
  direction: SortDirection;
}

function triState(value: TriState): boolean | undefined {
  return value === 'all' ? undefined : value === 'true';
}

/** Integers only (spec 001 §5); a blank or unreadable box is no bound at all. */
function integerOrUndefined(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : undefined;
}

function textOrUndefined(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The filter part of GET /ranking and of the bulk changes "on search": blanks are left out. */
export function filterQuery(account: string | null, filters: AccountCheckFilters): RankingFilterInput {
  return {
    search: textOrUndefined(filters.search),
    accounts: account ?? undefined,
    starColor: integerOrUndefined(filters.starColor),
    isOptimized: triState(filters.isOptimized),
    promotedWithAd: filters.promotedWithAd ?? undefined,
    fromTodayMedianPosition: integerOrUndefined(filters.fromTodayMedianPosition),
    toTodayMedianPosition: integerOrUndefined(filters.toTodayMedianPosition),
    eBaySiteId: integerOrUndefined(filters.eBaySiteId),
    sku: textOrUndefined(filters.sku),
    promotedListing: triState(filters.promotedListing),
    hasVideo: triState(filters.hasVideo),
  };
}

/** One page of GET /ranking: the filter, the page (1-based) and the server-side sort. */
export function rankingQuery(
  account: string | null,
  filters: AccountCheckFilters,
  page: { pageIndex: number; pageSize: number },
  sort: TableSort,
) {
  return { ...filterQuery(account, filters), ...page, orderBy: sort.orderBy, direction: sort.direction };
}

/** Whether any filter narrows the list (an empty result then reads "nothing matches", not "no listings"). */
export function hasActiveFilter(filters: AccountCheckFilters): boolean {
  return Object.values(filterQuery(null, filters)).some((value) => value !== undefined);
}

/** The filters as the address holds them: every field as text, '' for "no choice". */
export type AddressFilters = Record<keyof AccountCheckFilters, string>;

/** The address's filter fields and their defaults (the empty filter). */
export const addressDefaults: AddressFilters = addressOf(emptyFilters);

export function addressOf(filters: AccountCheckFilters): AddressFilters {
  return {
    search: filters.search,
    starColor: filters.starColor ?? '',
    isOptimized: filters.isOptimized,
    promotedWithAd: filters.promotedWithAd ?? '',
    fromTodayMedianPosition: filters.fromTodayMedianPosition,
    toTodayMedianPosition: filters.toTodayMedianPosition,
    eBaySiteId: filters.eBaySiteId ?? '',
    sku: filters.sku,
    promotedListing: filters.promotedListing,
    hasVideo: filters.hasVideo,
  };
}

function triStateOf(value: string): TriState {
  return value === 'true' || value === 'false' ? value : 'all';
}

/** The filters a (possibly hand-edited) address asks for; a choice not offered is no choice. */
export function filtersOf(address: AddressFilters): AccountCheckFilters {
  const promoted = promotedWithAdValues.find((value) => value === address.promotedWithAd);
  return {
    search: address.search,
    starColor: address.starColor === '' ? null : address.starColor,
    isOptimized: triStateOf(address.isOptimized),
    promotedWithAd: promoted ?? null,
    fromTodayMedianPosition: address.fromTodayMedianPosition,
    toTodayMedianPosition: address.toTodayMedianPosition,
    eBaySiteId: address.eBaySiteId === '' ? null : address.eBaySiteId,
    sku: address.sku,
    promotedListing: triStateOf(address.promotedListing),
    hasVideo: triStateOf(address.hasVideo),
  };
}
