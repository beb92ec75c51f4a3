import type { AppRoute } from '../../app/app-route.ts';

export const billingRoutes: AppRoute[] = [
  { path: '/buy', titleKey: 'nav.buy', access: 'public', acceptsCultureQuery: true },
  {
    path: '/buy/select-parent-plan',
    titleKey: 'nav.selectParentPlan',
    access: 'public',
    acceptsCultureQuery: true,
  },
  { path: '/buy/select-plan', titleKey: 'nav.selectPlan', access: 'public', acceptsCultureQuery: true },
  { path: '/buy/purchase', titleKey: 'nav.purchase', access: 'public', acceptsCultureQuery: true },
  { path: '/buy/cancel', titleKey: 'nav.purchaseCancelled', access: 'public', acceptsCultureQuery: true },
  { path: '/buy/complete', titleKey: 'nav.purchaseComplete', access: 'public', acceptsCultureQuery: true },
];
