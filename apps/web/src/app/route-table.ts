import { accountRoutes } from '../features/account/routes.ts';
import { adminRoutes } from '../features/admin/routes.ts';
import { affiliateRoutes } from '../features/affiliate/routes.ts';
import { authRoutes } from '../features/auth/routes.ts';
import { billingRoutes } from '../features/billing/routes.ts';
import { campaignsRoutes } from '../features/campaigns/routes.ts';
import { commonRoutes } from '../features/common/routes.ts';
import { dashboardRoutes } from '../features/dashboard/routes.ts';
import { keywordsRoutes } from '../features/keywords/routes.ts';
import { learningRoutes } from '../features/learning/routes.ts';
import { listingRoutes } from '../features/listing/routes.ts';
import { mailboxRoutes } from '../features/mailbox/routes.ts';
import { marketplaceRoutes } from '../features/marketplace/routes.ts';
import { rankingRoutes } from '../features/ranking/routes.ts';
import { registrationRoutes } from '../features/registration/routes.ts';
import { researchRoutes } from '../features/research/routes.ts';
import { transformerRoutes } from '../features/transformer/routes.ts';
import { videosRoutes } from '../features/videos/routes.ts';
import type { AppRoute } from './app-route.ts';

/** Every route of the three spec documents. */
export const routeTable: AppRoute[] = [
  ...authRoutes,
  ...registrationRoutes,
  ...billingRoutes,
  ...mailboxRoutes,
  ...dashboardRoutes,
  ...commonRoutes,
  ...accountRoutes,
  ...marketplaceRoutes,
  ...rankingRoutes,
  ...keywordsRoutes,
  ...listingRoutes,
  ...researchRoutes,
  ...campaignsRoutes,
  ...videosRoutes,
  ...transformerRoutes,
  ...affiliateRoutes,
  ...learningRoutes,
  ...adminRoutes,
];

const byPath = new Map(routeTable.map((route) => [route.path, route]));

export function findRoute(path: string): AppRoute | undefined {
  return byPath.get(path);
}

/** The breadcrumb parents of a route, outermost first. */
export function parentsOf(route: AppRoute): AppRoute[] {
  const parent = route.parent ? findRoute(route.parent) : undefined;
  return parent ? [...parentsOf(parent), parent] : [];
}
