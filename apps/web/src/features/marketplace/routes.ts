import type { AppRoute } from '../../app/app-route.ts';

export const marketplaceRoutes: AppRoute[] = [
  {
    path: '/app/ebay-accept',
    titleKey: 'nav.ebayAccept',
    access: 'signedIn',
    page: () => import('./pages.ts').then((m) => m.EbayAcceptPage),
  },
  {
    path: '/app/user/ebay-token',
    titleKey: 'nav.ebayToken',
    access: 'user',
    page: () => import('./pages.ts').then((m) => m.EbayTokensPage),
  },
];
