import type { AppRoute } from '../../app/app-route.ts';

const pages = () => import('./pages.ts');

export const learningRoutes: AppRoute[] = [
  {
    path: '/app/learning/manual',
    titleKey: 'nav.manual',
    access: 'signedIn',
    page: () => pages().then((m) => m.ManualPage),
  },
  {
    path: '/app/learning/masterclass-1',
    titleKey: 'nav.masterclass1',
    access: 'signedIn',
    page: () => pages().then((m) => m.LearningClassPage),
  },
  {
    path: '/app/learning/masterclass-2',
    titleKey: 'nav.masterclass2',
    access: 'signedIn',
    page: () => pages().then((m) => m.LearningClassPage),
  },
  // Any further class the data holds (spec 002 §2: /app/learning/{classId}).
  {
    path: '/app/learning/:classId',
    titleKey: 'nav.learningClass',
    access: 'signedIn',
    parent: '/app/learning/manual',
    page: () => pages().then((m) => m.LearningClassPage),
  },
];
