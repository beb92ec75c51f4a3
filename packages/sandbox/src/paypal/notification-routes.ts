import type { FastifyInstance } from 'fastify';
import { parseRequest } from './parse-request.ts';
import { paypalFailures } from './paypal-failure.ts';
import { verifySignatureRequestSchema } from './request-schemas.ts';
import { certUrl, type SandboxContext } from './sandbox-context.ts';
import { webhookAuthAlgorithm } from './webhook-signer.ts';

/** Webhook signature verification, the way PayPal recommends receivers check a notification. */
export function registerNotificationRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.post('/v1/notifications/verify-webhook-signature', async (request) => {
    const input = parseRequest(verifySignatureRequestSchema, request.body);
    // The event is signed as it was sent; re-serialising the parsed body reproduces those bytes because the
    // stand-in sends compact JSON and JSON keeps key order. Use the raw body, not zod's copy of it.
    const event = (request.body as { webhook_event: unknown }).webhook_event;
    const isValid =
      input.auth_algo === webhookAuthAlgorithm &&
      input.cert_url === certUrl(context) &&
      context.signer.verify({
        transmissionId: input.transmission_id,
        transmissionTime: input.transmission_time,
        webhookId: input.webhook_id,
        body: JSON.stringify(event),
        signature: input.transmission_sig,
      });
    return { verification_status: isValid ? 'SUCCESS' : 'FAILURE' };
  });

  // PayPal's event list and resend: the way to replay a notification, signed afresh.
  app.get('/v1/notifications/webhooks-events', async () => ({ events: context.webhooks.events() }));

  app.post<{ Params: { eventId: string } }>(
    '/v1/notifications/webhooks-events/:eventId/resend',
    async (request, reply) => {
      const event = context.webhooks.events().find((candidate) => candidate.id === request.params.eventId);
      if (!event || !context.webhooks.resend(event.id)) throw paypalFailures.notFound(request.params.eventId);
      return reply.code(202).send(event);
    },
  );

  app.get<{ Params: { certId: string } }>('/v1/notifications/certs/:certId', async (request, reply) => {
    if (request.params.certId !== context.signer.certId) throw paypalFailures.notFound(request.params.certId);
    return reply.type('application/x-pem-file').send(context.signer.publicKeyPem);
  });
}
