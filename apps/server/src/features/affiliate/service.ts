import type { AffiliateFriend, AffiliateLink } from '@baylytics/contract/affiliate';
import { affiliateCodeErrors } from '@baylytics/contract/affiliate';
import { AppError } from '../../kernel/errors.ts';
import type { AffiliateRepository } from './repository.ts';

/** The link an affiliate shares: the public landing route that remembers the referral for 30 days. */
export function referralLink(publicUrl: string, code: string): string {
  return `${publicUrl}/affiliate?referer=${encodeURIComponent(code)}`;
}

export function createAffiliateService(deps: { repository: AffiliateRepository; publicUrl: string }) {
  const { repository, publicUrl } = deps;

  const linkOf = (code: string | null): AffiliateLink => ({
    code,
    currentLink: code === null ? null : referralLink(publicUrl, code),
  });

  return {
    async currentLink(userId: number): Promise<AffiliateLink> {
      return linkOf(await repository.currentCode(userId));
    },

    async friends(userId: number): Promise<AffiliateFriend[]> {
      const rows = await repository.friendsOf(userId);
      return rows.map((row) => ({
        name: `${row.firstName} ${row.lastName}`.trim(),
        registrationTime: row.registeredAt.toISOString(),
      }));
    },

    /** Makes `code` the user's current code; a code anyone holds already, the caller included, is refused. */
    async generate(userId: number, code: string): Promise<AffiliateLink> {
      const isAdded = await repository.addCode(userId, code);
      if (!isAdded)
        throw new AppError('validationFailed', [{ field: 'code', message: affiliateCodeErrors.taken }]);
      return linkOf(code);
    },
  };
}

export type AffiliateService = ReturnType<typeof createAffiliateService>;
