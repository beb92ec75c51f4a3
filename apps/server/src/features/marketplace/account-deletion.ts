import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { EbayClient } from '../../integrations/ebay/create-ebay-client.ts';
import { eraseEbayUserData } from './erase-ebay-user-data.ts';

/** The part of eBay's MARKETPLACE_ACCOUNT_DELETION notice we act on. */
const deletionNotice = z.object({
  metadata: z.object({ topic: z.literal('MARKETPLACE_ACCOUNT_DELETION') }),
  notification: z.object({
    notificationId: z.string(),
    data: z.object({ username: z.string().min(1), userId: z.string().min(1) }),
  }),
});

export type DeletionOutcome = 'erased' | 'badSignature' | 'notADeletion';

/**
 * eBay's marketplace account deletion endpoint: answers the endpoint challenge, and erases a deleted eBay
 * user's data once eBay's signature on the notice checks out.
 */
export function createAccountDeletion(deps: {
  db: Database;
  ebay: EbayClient;
  verificationToken: string;
  /** This endpoint's URL exactly as registered with eBay: it is part of the challenge hash. */
  endpointUrl: string;
}) {
  return {
    challengeResponse(challengeCode: string): string {
      return createHash('sha256')
        .update(challengeCode)
        .update(deps.verificationToken)
        .update(deps.endpointUrl)
        .digest('hex');
    },

    async receive(signatureHeader: string | undefined, rawBody: string): Promise<DeletionOutcome> {
      if (!(await deps.ebay.verifyNotification(signatureHeader, rawBody))) return 'badSignature';
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return 'notADeletion';
      }
      const notice = deletionNotice.safeParse(json);
      if (!notice.success) return 'notADeletion';
      const { username, userId } = notice.data.notification.data;
      await eraseEbayUserData(deps.db, { ebayUserId: userId, username });
      return 'erased';
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
