import { paypalWebhook } from '@baylytics/contract/billing';
import type { FastifyInstance } from 'fastify';
import { createApi } from '../../kernel/api.ts';
import { AppError } from '../../kernel/errors.ts';
import type { BillingService } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * PayPal's notifications. The raw body is kept: the signature covers the bytes PayPal sent.
 * Nothing is believed before PayPal confirms the signature; every handler is idempotent.
 */
export async function paypalWebhookRoutes(scope: FastifyInstance, billing: BillingService): Promise<void> {
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = String(body);
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new AppError('validationFailed'), undefined);
    }
  });

  createApi(scope).handle(paypalWebhook, async ({ body, request }) => {
    if (!(await billing.verifyWebhook(request.headers, request.rawBody ?? '')))
      throw new AppError('noPermission');
    const resource = body.resource as Record<string, unknown>;
    switch (body.event_type) {
      case 'PAYMENT.SALE.COMPLETED': {
        const amount = (resource.amount ?? {}) as Record<string, unknown>;
        await billing.recordPayment({
          subscriptionId: text(resource.billing_agreement_id),
          paymentId: text(resource.id),
          amount: text(amount.total),
          currency: text(amount.currency),
          paidAt: new Date(text(resource.create_time) || Date.now()),
        });
        break;
      }
      case 'BILLING.SUBSCRIPTION.CANCELLED':
        await billing.markCancelled(text(resource.id));
        break;
      case 'BILLING.SUBSCRIPTION.SUSPENDED':
      case 'BILLING.SUBSCRIPTION.ACTIVATED':
        // A pause or resume made at PayPal; the first activation is the return page's and changes nothing here.
        await billing.followProviderStatus(text(resource.id));
        break;
      default:
        // Others: the return page and the payment notice already cover them.
        break;
    }
    return null;
  });
}
