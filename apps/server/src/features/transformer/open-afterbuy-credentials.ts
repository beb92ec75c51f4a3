import type { AfterbuyCredentials } from '../../integrations/afterbuy/create-afterbuy-client.ts';
import type { TokenCipher } from '../../integrations/ebay/token-cipher.ts';
import type { AfterbuyCredentialsRepository } from './afterbuy-credentials-repository.ts';

/** The user's stored Afterbuy credentials, opened; null when none are stored or they were sealed under another key. */
export async function openAfterbuyCredentials(
  repository: AfterbuyCredentialsRepository,
  cipher: TokenCipher,
  userId: number,
): Promise<AfterbuyCredentials | null> {
  const row = await repository.of(userId);
  if (!row) return null;
  try {
    return {
      partnerToken: cipher.open(row.partnerTokenSealed, 'afterbuyPartner'),
      accountToken: cipher.open(row.accountTokenSealed, 'afterbuyAccount'),
    };
  } catch {
    return null;
  }
}
