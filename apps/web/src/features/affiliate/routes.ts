import type { AppRoute } from '../../app/app-route.ts';

export const affiliateRoutes: AppRoute[] = [
  {
    path: '/app/affiliate/user-affiliate',
    titleKey: 'nav.userAffiliate',
    access: 'affiliate',
    module: 'Affiliate',
    page: () => import('./pages.ts').then((m) => m.UserAffiliatePage),
  },
];
