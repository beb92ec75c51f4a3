import type { AppRoute } from '../../app/app-route.ts';

const pages = () => import('./pages.ts');

export const commonRoutes: AppRoute[] = [
  {
    path: '/app/redirect',
    titleKey: 'nav.redirect',
    access: 'signedIn',
    page: () => pages().then((m) => m.RedirectPage),
  },
  {
    path: '/app/not-found',
    titleKey: 'nav.notFound',
    access: 'signedIn',
    page: () => pages().then((m) => m.NotFoundPage),
  },
];
