import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyError } from 'fastify';
import { registerCatalogRoutes } from './catalog-routes.ts';
import { registerCheckoutRoutes } from './checkout-routes.ts';
import { registerControlRoutes } from './control-routes.ts';
import { registerNotificationRoutes } from './notification-routes.ts';
import { registerOauthRoutes } from './oauth-routes.ts';
import { PaypalFailure, paypalFailures } from './paypal-failure.ts';
import { type PaypalFault, paypalFaultSchema } from './paypal-faults.ts';
import { registerPlanRoutes } from './plan-routes.ts';
import { certUrl, type SandboxContext } from './sandbox-context.ts';
import { createSandboxState } from './sandbox-state.ts';
import { findSubscription, renewActiveSubscription } from './subscription-actions.ts';
import { registerSubscriptionRoutes } from './subscription-routes.ts';
import { createWebhookSender, type WebhookDelivery } from './webhook-sender.ts';
import { createWebhookSigner } from './webhook-signer.ts';

export interface PaypalSandboxOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** Where browsers reach the stand-in (approve links, cert URL); defaults to the address it listens on. */
  publicUrl?: string;
  clientId: string;
  clientSecret: string;
  /** Receives the webhook notifications; none are sent when unset. */
  webhookUrl?: string;
  /** The id PayPal would give the webhook; part of every signature. PayPal's schema wants [a-zA-Z0-9]+. */
  webhookId: string;
  now?: () => Date;
  /** Lifetime of access tokens; PayPal's are 9 hours. */
  tokenTtlSeconds?: number;
  /** Waits before each webhook redelivery after a non-2xx answer; default 1 s, 5 s, 30 s. */
  webhookRetryDelaysMs?: readonly number[];
  onWebhookDelivery?: (delivery: WebhookDelivery) => void;
  logger?: boolean;
}

export interface PaypalSandbox {
  /** Base URL of the REST API (what the client's `baseUrl` is set to). */
  url: string;
  /** The URL the stand-in puts into approve links and cert URLs. */
  publicUrl: string;
  /** Makes the next matching /v1 calls fail, as `POST /sandbox/faults` does; answers the fault's id. */
  injectFault(fault: PaypalFault): number;
  /** Removes one fault, as `DELETE /sandbox/faults/{id}` does; false when it was used up already. */
  removeFault(id: number): boolean;
  clearFaults(): void;
  /** A billing date arrives, as `POST /sandbox/subscriptions/{id}/renew` does. */
  renewSubscription(id: string): void;
  /** Resolves once every webhook queued so far was delivered or given up. */
  webhooksSettled(): Promise<void>;
  close(): Promise<void>;
}

function listenUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}

/**
 * A local PayPal REST stand-in (OAuth, catalog products, billing plans and subscriptions, approval page,
 * signed webhooks, signature verification) speaking PayPal's paths and JSON. State is in memory only and is
 * lost when it stops.
 */
export async function startPaypalSandbox(options: PaypalSandboxOptions): Promise<PaypalSandbox> {
  // PayPal refuses a verify request whose webhook_id is not alphanumeric; say so now, not at the first webhook.
  if (!/^[a-zA-Z0-9]{1,50}$/.test(options.webhookId)) {
    throw new Error(
      `PayPal webhook ids are 1–50 letters and digits; "${options.webhookId}" would fail verification`,
    );
  }
  const host = options.host ?? '127.0.0.1';
  const now = options.now ?? (() => new Date());
  let publicUrl = options.publicUrl?.replace(/\/$/, '') ?? '';
  const signer = await createWebhookSigner();
  const state = createSandboxState();
  const context: SandboxContext = {
    state,
    now,
    publicUrl: () => publicUrl,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    webhookId: options.webhookId,
    tokenTtlSeconds: options.tokenTtlSeconds ?? 32_400,
    signer,
    webhooks: createWebhookSender({
      url: options.webhookUrl,
      webhookId: options.webhookId,
      signer,
      certUrl: () => certUrl(context),
      now,
      retryDelaysMs: options.webhookRetryDelaysMs ?? [1_000, 5_000, 30_000],
      ...(options.onWebhookDelivery ? { onDelivery: options.onWebhookDelivery } : {}),
    }),
  };

  const app = Fastify({ logger: options.logger ?? false });
  // OAuth token requests and the checkout buttons send form bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const failure =
      error instanceof PaypalFailure
        ? error
        : // Fastify's own 4xx: malformed JSON, an empty or unsupported body.
          error.statusCode !== undefined && error.statusCode < 500
          ? paypalFailures.invalidRequest([
              {
                issue: 'INVALID_PARAMETER_SYNTAX',
                description: 'The value of a field does not conform to the expected format.',
              },
            ])
          : paypalFailures.internal();
    if (!(error instanceof PaypalFailure) && failure.statusCode >= 500) app.log.error(error);
    return reply.code(failure.statusCode).headers(failure.headers).send(failure.body);
  });
  app.setNotFoundHandler((request) => {
    throw paypalFailures.notFound(request.url.split('?')[0] ?? '');
  });

  registerControlRoutes(app, context);
  registerOauthRoutes(app, context);
  registerCatalogRoutes(app, context);
  registerPlanRoutes(app, context);
  registerSubscriptionRoutes(app, context);
  registerNotificationRoutes(app, context);
  registerCheckoutRoutes(app, context);

  try {
    await app.listen({ port: options.port, host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const url = listenUrl(host, (app.server.address() as AddressInfo).port);
  if (!publicUrl) publicUrl = url;

  return {
    url,
    publicUrl,
    injectFault: (fault) => state.faults.add(paypalFaultSchema.parse(fault)),
    removeFault: (id) => state.faults.remove(id),
    clearFaults: () => state.faults.clear(),
    renewSubscription: (id) => renewActiveSubscription(context, findSubscription(context, id)),
    webhooksSettled: () => context.webhooks.settled(),
    async close() {
      await context.webhooks.close();
      await app.close();
    },
  };
}
