import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerAnswerBreaker } from '../faults/cut-answers.ts';
import { parseRequest } from './parse-request.ts';
import { PaypalFailure, paypalFailures } from './paypal-failure.ts';
import { type PendingPaypalFault, paypalFaultSchema } from './paypal-faults.ts';
import type { SandboxContext } from './sandbox-context.ts';
import { findSubscription, renewActiveSubscription } from './subscription-actions.ts';
import { subscriptionResource } from './wire-resources.ts';

const faultIdSchema = z.object({ id: z.coerce.number().int().min(1) });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function faultFailure(fault: PendingPaypalFault & { status: number }): PaypalFailure {
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
 * Sandbox-only controls, outside PayPal's paths: make a billing date arrive, and make the next matching /v1
 * calls fail (429, 5xx), answer slowly, cut their answer off or not answer at all, so callers' retries can be
 * tested against the real wire. Faults are matched by path prefix and method and removed by id, as the eBay
 * stand-in's are.
 */
export function registerControlRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { faults } = context.state;
  const breaker = registerAnswerBreaker(app);

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/v1/')) return;
    const fault = faults.take(request.method, path);
    if (!fault) return;
    if (fault.delayMs) await pause(fault.delayMs);
    if (fault.status !== undefined) throw faultFailure({ ...fault, status: fault.status });
    if (fault.answer && breaker.breakAnswer(request, reply, fault.answer)) return reply;
  });

  // Waits until every queued webhook was delivered or given up, then lists the deliveries.
  app.post('/sandbox/webhooks/settle', async () => {
    await context.webhooks.settled();
    return { deliveries: context.webhooks.deliveries() };
  });

  app.post('/sandbox/faults', async (request, reply) => {
    const id = faults.add(parseRequest(paypalFaultSchema, request.body));
    return reply.code(201).send({ id });
  });

  app.get('/sandbox/faults', async () => ({ faults: faults.pending() }));

  app.delete('/sandbox/faults', async (_request, reply) => {
    faults.clear();
    return reply.code(204).send();
  });

  app.delete('/sandbox/faults/:id', async (request, reply) => {
    const parsed = faultIdSchema.safeParse(request.params);
    if (!parsed.success) throw paypalFailures.notFound(String((request.params as { id?: unknown }).id));
    return reply.code(faults.remove(parsed.data.id) ? 204 : 404).send();
  });

  app.post<{ Params: { id: string } }>('/sandbox/subscriptions/:id/renew', async (request) => {
    const found = findSubscription(context, request.params.id);
    renewActiveSubscription(context, found);
    return subscriptionResource(context, found.plan, found.subscription);
  });
}
