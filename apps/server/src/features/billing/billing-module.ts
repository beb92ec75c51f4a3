import { createApi } from '../../kernel/api.ts';
import type { FeatureModule } from '../../kernel/feature-module.ts';
import { createInvoiceService } from './invoice-service.ts';
import { createKeptInvoicesRepository } from './kept-invoices-repository.ts';
import { keptInvoicesRoutes } from './kept-invoices-routes.ts';
import { createKeptInvoicesService } from './kept-invoices-service.ts';
import { pruneKeptInvoicesJob } from './prune-kept-invoices-job.ts';
import { createBillingRepository } from './repository.ts';
import { billingRoutes } from './routes.ts';
import { createBillingService } from './service.ts';
import { paypalWebhookRoutes } from './webhook-routes.ts';

/** Plans, agreements, invoices, PayPal's webhook, and the kept invoices of deleted accounts with their retention. */
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
    const seller = {
      lines: config.INVOICE_SELLER.split('|'),
      vatId: config.INVOICE_SELLER_VAT_ID,
      taxNumber: config.INVOICE_SELLER_TAX_NUMBER,
    };
    const invoices = createInvoiceService({ repository, mail, seller, clock });
    const api = createApi(scope);
    billingRoutes(api, billing, invoices);
    keptInvoicesRoutes(
      api,
      createKeptInvoicesService({
        repository: createKeptInvoicesRepository(db),
        seller,
        retentionYears: config.INVOICE_RETENTION_YEARS,
      }),
    );
    // Its own scope: the webhook reads the raw body to check PayPal's signature.
    await scope.register((webhookScope) => paypalWebhookRoutes(webhookScope, billing));
  },
  jobs: [pruneKeptInvoicesJob],
};
