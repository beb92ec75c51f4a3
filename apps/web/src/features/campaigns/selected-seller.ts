import { storageKeys } from '../../app/storage-keys.ts';

/** The stored seller name of spec 000 (`ranking_selected_account`) when it is still one of the accounts, else the first. */
export function selectedSeller(accounts: readonly string[] | undefined): string | null {
  if (!accounts) return null;
  const wanted = localStorage.getItem(storageKeys.rankingSelectedAccount)?.trim().toLowerCase();
  return accounts.find((account) => account.toLowerCase() === wanted) ?? accounts[0] ?? null;
}
