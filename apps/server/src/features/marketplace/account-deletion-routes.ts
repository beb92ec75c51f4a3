import { ebayAccountDeletionChallenge, ebayAccountDeletionNotice } from '@baylytics/contract/marketplace';
import type { FastifyInstance } from 'fastify';
import type { AccountDeletion } from './account-deletion.ts';

/**
 * eBay's marketplace account deletion endpoint (outside the envelope: eBay reads these answers). The raw body
 * is kept, since the signature covers the bytes eBay sent. A bad signature answers 412, which eBay's
 * documentation names for a notice that failed verification; nothing is changed.
 */
export async function accountDeletionRoutes(
  scope: FastifyInstance,
  deletion: AccountDeletion,
): Promise<void> {
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, String(body));
  });

  scope.route({
    method: ebayAccountDeletionChallenge.method,
    url: ebayAccountDeletionChallenge.path,
    config: { access: ebayAccountDeletionChallenge.access },
    schema: {
      summary: ebayAccountDeletionChallenge.summary,
      querystring: ebayAccountDeletionChallenge.query,
    },
    handler: async (request, reply) => {
      const { challenge_code: code } = request.query as { challenge_code: string };
      return reply.send({ challengeResponse: deletion.challengeResponse(code) });
    },
  });

  scope.route({
    method: ebayAccountDeletionNotice.method,
    url: ebayAccountDeletionNotice.path,
    config: { access: ebayAccountDeletionNotice.access },
    schema: { summary: ebayAccountDeletionNotice.summary },
    handler: async (request, reply) => {
      const header = request.headers['x-ebay-signature'];
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const outcome = await deletion.receive(typeof header === 'string' ? header : undefined, rawBody);
      if (outcome === 'badSignature')
        return reply.code(412).send({ statusCode: 412, data: null, message: 'noPermission' });
      // A verified notice of another topic is acknowledged too, or eBay would keep sending it.
      return reply.code(204).send();
    },
  });
}
