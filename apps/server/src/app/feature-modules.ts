import { accountModule } from '../features/account/account-module.ts';
import { adminModule } from '../features/admin/admin-module.ts';
import { affiliateModule } from '../features/affiliate/affiliate-module.ts';
import { alertsModule } from '../features/alerts/alerts-module.ts';
import { authModule } from '../features/auth/auth-module.ts';
import { billingModule } from '../features/billing/billing-module.ts';
import { campaignsModule } from '../features/campaigns/campaigns-module.ts';
import { commonModule } from '../features/common/common-module.ts';
import { crawlerModule } from '../features/crawler/crawler-module.ts';
import { dashboardModule } from '../features/dashboard/dashboard-module.ts';
import { keywordsModule } from '../features/keywords/keywords-module.ts';
import { learningModule } from '../features/learning/learning-module.ts';
import { listingModule } from '../features/listing/listing-module.ts';
import { mailboxModule } from '../features/mailbox/mailbox-module.ts';
import { marketplaceModule } from '../features/marketplace/marketplace-module.ts';
import { rankingModule } from '../features/ranking/ranking-module.ts';
import { registrationModule } from '../features/registration/registration-module.ts';
import { researchModule } from '../features/research/research-module.ts';
import { transformerModule } from '../features/transformer/transformer-module.ts';
import { videosModule } from '../features/videos/videos-module.ts';
import type { FeatureModule } from '../kernel/feature-module.ts';
import { demoModule } from '../seed/demo-module.ts';

/** Every area of the server, in the order its routes are registered; the worker runs all their jobs. */
export const featureModules: readonly FeatureModule[] = [
  authModule,
  accountModule,
  registrationModule,
  billingModule,
  mailboxModule,
  dashboardModule,
  commonModule,
  rankingModule,
  alertsModule,
  keywordsModule,
  researchModule,
  listingModule,
  campaignsModule,
  videosModule,
  marketplaceModule,
  adminModule,
  affiliateModule,
  learningModule,
  transformerModule,
  crawlerModule,
  demoModule,
];
