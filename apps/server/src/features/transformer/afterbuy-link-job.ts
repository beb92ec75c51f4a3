import { z } from 'zod';
import { anrsPerLookup } from '../../integrations/afterbuy/create-afterbuy-client.ts';
import { defineJob } from '../../kernel/define-job.ts';
import { createAfterbuyCredentialsRepository } from './afterbuy-credentials-repository.ts';
import { type AfterbuyLink, createAfterbuyLinkRepository } from './afterbuy-link-repository.ts';
import { openAfterbuyCredentials } from './open-afterbuy-credentials.ts';

const payload = z.object({
  userId: z.number().int().positive(),
  /** Listings to look up besides those looked up before and the imported ones (a list the transformer loaded). */
  itemNumbers: z.array(z.number().int().positive()).max(100).default([]),
});

/** One waiting lookup per user: asking again while one waits adds nothing. */
export const afterbuyLinkJobKey = (userId: number) => `linkAfterbuyProducts:${userId}`;

/**
 * Looks the user's listings up in the user's Afterbuy shop (GetShopProducts by article number, the eBay item
 * number) and stores which product belongs to each, or that none does. Afterbuy unreachable: the job fails for its
 * retry and the stored links stay; Afterbuy refusing (wrong credentials): nothing is stored and nothing retried.
 * Without stored credentials there is nothing to do. Idempotent: a lookup writes the same rows again.
 */
export const linkAfterbuyProductsJob = defineJob({
  name: 'linkAfterbuyProducts',
  payload,
  async handler({ userId, itemNumbers }, deps) {
    if (!deps.afterbuy) return;
    const credentials = await openAfterbuyCredentials(
      createAfterbuyCredentialsRepository(deps.db),
      deps.afterbuy.cipher,
      userId,
    );
    if (!credentials) return;
    const links = createAfterbuyLinkRepository(deps.db);
    const wanted = [...new Set([...itemNumbers, ...(await links.itemNumbersToLink(userId))])];
    for (let from = 0; from < wanted.length; from += anrsPerLookup) {
      const batch = wanted.slice(from, from + anrsPerLookup);
      const answer = await deps.afterbuy.client.findProductsByAnr(credentials, batch.map(String));
      if (answer.status === 'Error') {
        deps.log(`Afterbuy refused the product lookup of user ${userId}: ${answer.messages[0] ?? ''}`);
        return;
      }
      const byAnr = new Map(answer.products.map((product) => [product.anr, product.productId]));
      const found: AfterbuyLink[] = batch.map((itemNumber) => ({
        itemNumber,
        afterbuyProductId: byAnr.get(String(itemNumber)) ?? null,
      }));
      await links.store(userId, found, deps.clock());
    }
  },
});
