import type { AppRoute } from '../../app/app-route.ts';

// The sign-in, login token and forgotten password pages are the light public entry's (features/auth/light); the app
// loads them by loading the page again.
export const authRoutes: AppRoute[] = [
  {
    path: '/logout',
    titleKey: 'nav.logout',
    access: 'public',
    page: () => import('./pages/logout-page.tsx').then((m) => m.LogoutPage),
  },
];
