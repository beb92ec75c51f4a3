import type { AppRoute } from '../../app/app-route.ts';

export const videosRoutes: AppRoute[] = [
  {
    path: '/app/tools/videos',
    titleKey: 'nav.videos',
    access: 'videos',
    module: 'UserEBayVideo',
    page: () => import('./pages.ts').then((m) => m.VideosPage),
  },
];
