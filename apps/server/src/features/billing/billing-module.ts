import { createApi } from '../../kernel/api.ts';
import type { FeatureModule } from '../../kernel/feature-module.ts';
import { createInvoiceService } from './invoice-service.ts';
import { createBillingRepository } from './repository.ts';
import { billingRoutes } from './routes.ts';
import { createBillingService } from './service.ts';
import { paypalWebhookRoutes } from './webhook-routes.ts';

/** Plans, agreements, invoices, and PayPal's webhook. */
export const billingModule: FeatureModule = {
  name: 'billing',
  async routes(scope, { db, payments, mail, config, clock }) {
    const repository = createBillingRepository(db);
    const billing = createBillingService({
      repository,
      gateway: payments,
      publicUrl: config.publicUrl,
      clock,
    });
    const invoices = createInvoiceService({
      repository,
      mail,
      seller: {
        lines: config.INVOICE_SELLER.split('|'),
        vatId: config.INVOICE_SELLER_VAT_ID,
        taxNumber: config.INVOICE_SELLER_TAX_NUMBER,
      },
      clock,
    });
    billingRoutes(createApi(scope), billing, invoices);
    // Its own scope: the webhook reads the raw body to check PayPal's signature.
    await scope.register((webhookScope) => paypalWebhookRoutes(webhookScope, billing));
  },
};
