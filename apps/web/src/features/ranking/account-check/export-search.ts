import type { RankingFilterInput, RankingSortColumn } from '@baylytics/contract/account-check';

/** The export's query string: the table's filter and sort, blanks left out (the server reads absent as "all"). */
export function exportSearch(
  filter: RankingFilterInput,
  sort: { orderBy: RankingSortColumn; direction: string },
) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, ...sort })) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return search.toString();
}
