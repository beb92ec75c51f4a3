import { accountCheckDefaultPageSize, accountCheckPageSizes } from '@baylytics/contract/account-check';

export type AccountCheckPageSize = (typeof accountCheckPageSizes)[number];

/**
 * The stored page size (`ranking_pagesize`), parsed as an integer (spec 001 §5): anything that is not one of
 * the offered sizes falls back to 50, so a hand-edited value cannot ask the server for 10,000 rows.
 */
export function parsePageSize(stored: string | null | undefined): AccountCheckPageSize {
  const parsed = Number.parseInt(stored ?? '', 10);
  return accountCheckPageSizes.find((size) => size === parsed) ?? accountCheckDefaultPageSize;
}
