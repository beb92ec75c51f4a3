import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseRequest } from './parse-request.ts';
import { PaypalFailure, paypalFailures } from './paypal-failure.ts';
import type { SandboxContext } from './sandbox-context.ts';
import type { SandboxFault } from './sandbox-state.ts';
import { findSubscription, renewActiveSubscription } from './subscription-actions.ts';
import { subscriptionResource } from './wire-resources.ts';

const faultSchema = z.object({
  status: z.number().int().min(400).max(599),
  times: z.number().int().min(1).default(1),
  path: z.string().startsWith('/').optional(),
  method: z.string().optional(),
  retryAfterSeconds: z.number().int().min(0).optional(),
});

function faultFailure(fault: SandboxFault): PaypalFailure {
  const { body } =
    fault.status === 429
      ? paypalFailures.rateLimited()
      : fault.status === 503
        ? paypalFailures.unavailable()
        : paypalFailures.internal();
  const headers: Record<string, string> =
    fault.retryAfterSeconds === undefined ? {} : { 'retry-after': String(fault.retryAfterSeconds) };
  return new PaypalFailure(fault.status, body, headers);
}

/**
 * Sandbox-only controls, outside PayPal's paths: make a billing date arrive, and make the next /v1 calls
 * fail (429, 5xx) so callers' retries can be tested against the real wire.
 */
export function registerControlRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { faults } = context.state;

  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/v1/')) return;
    const fault = faults.find(
      (candidate) =>
        (!candidate.path || path.startsWith(candidate.path)) &&
        (!candidate.method || candidate.method.toUpperCase() === request.method),
    );
    if (!fault) return;
    fault.times -= 1;
    if (fault.times <= 0) faults.splice(faults.indexOf(fault), 1);
    throw faultFailure(fault);
  });

  // Waits until every queued webhook was delivered or given up, then lists the deliveries.
  app.post('/sandbox/webhooks/settle', async () => {
    await context.webhooks.settled();
    return { deliveries: context.webhooks.deliveries() };
  });

  app.post('/sandbox/faults', async (request, reply) => {
    faults.push(parseRequest(faultSchema, request.body));
    return reply.code(204).send();
  });

  app.delete('/sandbox/faults', async (_request, reply) => {
    faults.length = 0;
    return reply.code(204).send();
  });

  app.post<{ Params: { id: string } }>('/sandbox/subscriptions/:id/renew', async (request) => {
    const found = findSubscription(context, request.params.id);
    renewActiveSubscription(context, found);
    return subscriptionResource(context, found.plan, found.subscription);
  });
}
