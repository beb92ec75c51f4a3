import {
  type RankingFilterInput,
  type RankingSortColumn,
  rankingExport,
} from '@baylytics/contract/account-check';
import { clientHeaders } from '../../../app/client-identity.ts';
import { ApiError } from '../../../app/http.ts';
import { saveFile } from '../../../app/save-file.ts';
import { sessionStore } from '../../../app/session.ts';
import { exportSearch } from './export-search.ts';

/**
 * Saves the current filter result as CSV (spec 001 §2.1; at most 10,000 rows). The server writes the file in the
 * shared format and streams it; it needs the session's Authorization header, so it is fetched, not linked.
 */
export async function downloadRankingCsv(
  filter: RankingFilterInput,
  sort: { orderBy: RankingSortColumn; direction: string },
  fileName: string,
): Promise<void> {
  const { token } = sessionStore.get();
  const headers: Record<string, string> = { accept: 'text/csv', ...clientHeaders() };
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api${rankingExport.path}?${exportSearch(filter, sort)}`, { headers });
  } catch {
    throw new ApiError(0, 'serviceUnavailable');
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, envelope?.message ?? 'serverError');
  }
  saveFile(await response.blob(), fileName);
}
