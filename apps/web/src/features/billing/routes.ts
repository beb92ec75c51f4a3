import type { AppRoute } from '../../app/app-route.ts';

const pages = () => import('./pages.ts');

export const billingRoutes: AppRoute[] = [
  {
    path: '/buy',
    titleKey: 'nav.buy',
    access: 'public',
    acceptsCultureQuery: true,
    page: () => pages().then((m) => m.BuyPage),
  },
  {
    path: '/buy/select-parent-plan',
    titleKey: 'nav.selectParentPlan',
    access: 'public',
    acceptsCultureQuery: true,
    page: () => pages().then((m) => m.SelectParentPlanPage),
  },
  {
    path: '/buy/select-plan',
    titleKey: 'nav.selectPlan',
    access: 'public',
    acceptsCultureQuery: true,
    page: () => pages().then((m) => m.SelectPlanPage),
  },
  {
    path: '/buy/purchase',
    titleKey: 'nav.purchase',
    access: 'public',
    acceptsCultureQuery: true,
    page: () => pages().then((m) => m.PurchasePage),
  },
  {
    path: '/buy/cancel',
    titleKey: 'nav.purchaseCancelled',
    access: 'public',
    acceptsCultureQuery: true,
    page: () => pages().then((m) => m.PurchaseCancelledPage),
  },
  {
    path: '/buy/complete',
    titleKey: 'nav.purchaseComplete',
    access: 'public',
    acceptsCultureQuery: true,
    page: () => pages().then((m) => m.PurchaseCompletePage),
  },
  // Agreements and invoices sit under the account menu (/app/user/…), but they are billing's pages.
  {
    path: '/app/user/agreements',
    titleKey: 'nav.agreements',
    access: 'user',
    page: () => pages().then((m) => m.AgreementsPage),
  },
  {
    path: '/app/user/invoices',
    titleKey: 'nav.invoices',
    access: 'user',
    page: () => pages().then((m) => m.InvoicesPage),
  },
];
