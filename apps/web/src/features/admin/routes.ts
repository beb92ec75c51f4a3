import { kpiProducts } from '@baylytics/contract/admin-kpi';
import type { AppRoute } from '../../app/app-route.ts';

export const adminRoutes: AppRoute[] = [
  {
    path: '/app/admin/users',
    titleKey: 'nav.adminUsers',
    access: 'administrator',
    page: () => import('./pages.ts').then((m) => m.UsersPage),
  },
  {
    path: '/app/admin/logined-logs',
    titleKey: 'nav.adminLoginLogs',
    access: 'administrator',
    page: () => import('./pages.ts').then((m) => m.AdminLoginLogsPage),
  },
  {
    path: '/app/admin/kept-invoices',
    titleKey: 'nav.adminKeptInvoices',
    access: 'administrator',
    page: () => import('./pages.ts').then((m) => m.KeptInvoicesPage),
  },
  {
    path: '/app/admin/assistants',
    titleKey: 'nav.assistants',
    access: 'assistants',
    page: () => import('./pages.ts').then((m) => m.AssistantsPage),
  },
  ...kpiProducts.map(
    (product): AppRoute => ({
      path: `/app/admin/${product}-kpi`,
      titleKey: 'nav.kpi',
      access: 'administrator',
      page: () => import('./pages.ts').then((m) => m.KpiPage),
    }),
  ),
];
