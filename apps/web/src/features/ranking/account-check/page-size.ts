/** Page sizes of the account check's table (spec 001 §9); 50 is the default. */
export const accountCheckPageSizes = [25, 50, 100, 150, 200] as const;
export type AccountCheckPageSize = (typeof accountCheckPageSizes)[number];
export const defaultAccountCheckPageSize: AccountCheckPageSize = 50;

/**
 * The stored page size (`ranking_pagesize`), parsed as an integer (spec 001 §5): anything that is not one of
 * the offered sizes falls back to 50, so a hand-edited value cannot ask the server for 10,000 rows.
 */
export function parsePageSize(stored: string | null | undefined): AccountCheckPageSize {
  const parsed = Number.parseInt(stored ?? '', 10);
  return accountCheckPageSizes.find((size) => size === parsed) ?? defaultAccountCheckPageSize;
}
