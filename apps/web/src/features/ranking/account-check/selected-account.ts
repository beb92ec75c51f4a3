/**
 * The account the page opens with (spec 001 §2.1): the stored seller name if it is still one of the user's
 * accounts, otherwise the first; none while the user has no account. Seller names compare case-insensitively,
 * as eBay user names do.
 */
export function pickAccount(stored: string | null | undefined, accounts: readonly string[]): string | null {
  const wanted = stored?.trim().toLowerCase();
  const match = wanted ? accounts.find((account) => account.toLowerCase() === wanted) : undefined;
  return match ?? accounts[0] ?? null;
}
