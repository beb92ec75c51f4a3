import type { AppRoute } from '../../app/app-route.ts';

export const keywordsRoutes: AppRoute[] = [
  {
    path: '/app/keyword-research/reverse-tracker',
    titleKey: 'nav.reverseTracker',
    access: 'silverAndUp',
    module: 'RankingCheck',
    page: () => import('./pages.ts').then((m) => m.ReverseTrackerPage),
  },
  {
    path: '/app/keyword-research/keyword-tool',
    titleKey: 'nav.keywordTool',
    access: 'bronzeAndUp',
    module: 'KeywordTool',
    page: () => import('./pages.ts').then((m) => m.KeywordToolPage),
  },
  {
    path: '/app/keyword-research/keyword-pro',
    titleKey: 'nav.keywordPro',
    access: 'goldAndUp',
    module: 'KeywordPro',
    page: () => import('./pages.ts').then((m) => m.KeywordProPage),
  },
  {
    path: '/app/keyword-research/my-keyword',
    titleKey: 'nav.myKeyword',
    access: 'user',
    page: () => import('./pages.ts').then((m) => m.KeywordListsPage),
  },
  {
    path: '/app/keyword-research/my-keyword/details',
    titleKey: 'nav.myKeywordDetails',
    access: 'user',
    parent: '/app/keyword-research/my-keyword',
    page: () => import('./pages.ts').then((m) => m.KeywordListDetailsPage),
  },
];
