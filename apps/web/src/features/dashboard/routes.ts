import type { AppRoute } from '../../app/app-route.ts';

export const dashboardRoutes: AppRoute[] = [
  {
    path: '/app/dashboard',
    titleKey: 'nav.dashboard',
    access: 'user',
    module: 'Dashboard',
    page: () => import('./pages.ts').then((m) => m.DashboardPage),
  },
];
