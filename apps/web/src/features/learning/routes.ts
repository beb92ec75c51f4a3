import type { AppRoute } from '../../app/app-route.ts';

export const learningRoutes: AppRoute[] = [
  { path: '/app/learning/manual', titleKey: 'nav.manual', access: 'signedIn' },
  { path: '/app/learning/masterclass-1', titleKey: 'nav.masterclass1', access: 'signedIn' },
  { path: '/app/learning/masterclass-2', titleKey: 'nav.masterclass2', access: 'signedIn' },
];
