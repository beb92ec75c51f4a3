import type { AppRoute } from '../../app/app-route.ts';

export const billingRoutes: AppRoute[] = [
  { path: '/buy', titleKey: 'nav.buy', access: 'public' },
  { path: '/buy/select-parent-plan', titleKey: 'nav.selectParentPlan', access: 'public' },
  { path: '/buy/select-plan', titleKey: 'nav.selectPlan', access: 'public' },
  { path: '/buy/purchase', titleKey: 'nav.purchase', access: 'public' },
  { path: '/buy/cancel', titleKey: 'nav.purchaseCancelled', access: 'public' },
  { path: '/buy/complete', titleKey: 'nav.purchaseComplete', access: 'public' },
];
