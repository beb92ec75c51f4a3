import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendAccountDeletion } from './account-deletion.ts';
import { ebayFailures } from './ebay-failure.ts';
import { faultSchema } from './fault-injection.ts';
import type { EbayContext } from './sandbox-context.ts';

const revokeSchema = z.object({ username: z.string().min(1) });
const faultIdSchema = z.object({ id: z.coerce.number().int().min(1) });
const renameSchema = z.object({
  siteId: z.union([z.literal(77), z.literal(0), z.literal(3)]),
  categoryId: z.string().regex(/^\d+$/),
  name: z.string().trim().min(1).max(120),
});
const deletionSchema = z.object({
  username: z.string().min(1),
  endpoint: z.url(),
  verificationToken: z.string().min(32).max(80),
});

function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw ebayFailures.sandboxRequest(z.prettifyError(parsed.error));
  return parsed.data;
}

/**
 * Sandbox-only controls under /sandbox/, outside eBay's paths: revoke a seller's tokens, inject faults or
 * slow answers, read call counts, trigger an account deletion notification, and rename a category (a new
 * version of its site's tree).
 */
export function registerControlRoutes(app: FastifyInstance, context: EbayContext): void {
  app.post('/sandbox/grants/revoke', async (request) => {
    const { username } = parse(revokeSchema, request.body);
    return { username, revokedRefreshTokens: context.grants.revoke(username) };
  });

  app.post('/sandbox/faults', async (request, reply) => {
    const id = context.faults.add(parse(faultSchema, request.body));
    return reply.code(201).send({ id });
  });

  app.get('/sandbox/faults', async () => ({ faults: context.faults.pending() }));

  app.delete('/sandbox/faults', async (_request, reply) => {
    context.faults.clear();
    return reply.code(204).send();
  });

  app.delete('/sandbox/faults/:id', async (request, reply) => {
    const { id } = parse(faultIdSchema, request.params);
    return reply.code(context.faults.remove(id) ? 204 : 404).send();
  });

  app.get('/sandbox/stats', async () => context.stats.snapshot());

  app.delete('/sandbox/stats', async (_request, reply) => {
    context.stats.reset();
    return reply.code(204).send();
  });

  app.post('/sandbox/categories/rename', async (request) => {
    const { siteId, categoryId, name } = parse(renameSchema, request.body);
    if (!context.market.category(siteId, categoryId))
      throw ebayFailures.sandboxRequest(`no category ${categoryId} on site ${siteId}`);
    return {
      siteId,
      categoryId,
      name,
      categoryTreeVersion: context.treeEditions.rename(siteId, categoryId, name),
    };
  });

  app.post('/sandbox/notifications/account-deletion', async (request) =>
    sendAccountDeletion(context, parse(deletionSchema, request.body)),
  );

  // eBay's Notification API serves the key a notification's signature names.
  app.get<{ Params: { id: string } }>('/commerce/notification/v1/public_key/:id', async (request) => {
    if (request.params.id !== context.notificationSigner.keyId) {
      throw ebayFailures.rest(404, {
        errorId: 195000,
        domain: 'API_NOTIFICATION',
        category: 'REQUEST',
        message: 'The specified public key ID was not found.',
      });
    }
    return context.notificationSigner.publicKey;
  });
}
