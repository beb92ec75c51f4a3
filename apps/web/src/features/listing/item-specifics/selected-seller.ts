import { storageKeys } from '../../../app/storage-keys.ts';

/** The stored seller of spec 000 (`ranking_selected_account`) when it is one of the imported accounts, else the first. */
export function storedSeller(accounts: readonly string[] | undefined): string | null {
  if (!accounts) return null;
  const wanted = localStorage.getItem(storageKeys.rankingSelectedAccount)?.trim().toLowerCase();
  return accounts.find((account) => account.toLowerCase() === wanted) ?? accounts[0] ?? null;
}

export function storeSeller(sellerName: string): void {
  localStorage.setItem(storageKeys.rankingSelectedAccount, sellerName);
}
