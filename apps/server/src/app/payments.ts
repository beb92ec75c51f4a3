import type { PaymentGateway } from '../features/billing/payment-gateway.ts';
import { createPaypalGateway } from '../features/billing/paypal-gateway.ts';
import { createPaypalClient } from '../integrations/paypal/create-paypal-client.ts';
import type { Config } from './config.ts';

export interface Payments {
  gateway: PaymentGateway;
  /** The local PayPal stand-in's address, when it runs (embedded default). */
  sandboxUrl: string | null;
  close(): Promise<void>;
}

/**
 * PayPal, or on the embedded default its local stand-in on PAYPAL_SANDBOX_PORT. Either way the server
 * talks to it through the same client; switching to the real PayPal is configuration only.
 */
export async function startPayments(
  config: Config,
  options: { webhookUrl?: string; sandboxPort?: number } = {},
): Promise<Payments> {
  // The stand-in is loaded only when it runs: the real PayPal needs none of it.
  const sandbox = config.PAYPAL_BASE_URL
    ? null
    : await (await import('@baylytics/sandbox/paypal/start-paypal-sandbox')).startPaypalSandbox({
        port: options.sandboxPort ?? config.PAYPAL_SANDBOX_PORT,
        host: '127.0.0.1',
        clientId: config.PAYPAL_CLIENT_ID,
        clientSecret: config.PAYPAL_CLIENT_SECRET,
        webhookId: config.PAYPAL_WEBHOOK_ID,
        webhookUrl: options.webhookUrl ?? `${config.publicUrl}/api/paypal/webhook`,
      });
  const client = createPaypalClient({
    baseUrl: config.PAYPAL_BASE_URL ?? sandbox?.url ?? '',
    clientId: config.PAYPAL_CLIENT_ID,
    clientSecret: config.PAYPAL_CLIENT_SECRET,
    webhookId: config.PAYPAL_WEBHOOK_ID,
    brandName: 'Baylytics',
  });
  return {
    gateway: createPaypalGateway(client, { publicUrl: config.publicUrl }),
    sandboxUrl: sandbox?.url ?? null,
    close: async () => {
      await sandbox?.close();
    },
  };
}
