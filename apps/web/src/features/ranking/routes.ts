import type { AppRoute } from '../../app/app-route.ts';

export const rankingRoutes: AppRoute[] = [
  { path: '/app/main/analytics', titleKey: 'nav.analyticsOverview', access: 'signedIn' },
  {
    path: '/app/analytics/account-check',
    titleKey: 'nav.accountCheck',
    access: 'goldAndUp',
    module: 'AccountCheck',
    page: () => import('./pages.ts').then((m) => m.AccountCheckPage),
  },
  {
    path: '/app/analytics/my-ebay-ranking',
    titleKey: 'nav.myEbayRanking',
    access: 'bronzeAndUp',
    module: 'MyEBayRanking',
    page: () => import('./pages.ts').then((m) => m.MyRankingPage),
  },
  {
    path: '/app/ranking/alerts',
    titleKey: 'nav.rankingAlerts',
    access: 'bronzeAndUp',
    page: () => import('./pages.ts').then((m) => m.AlertsPage),
  },
  {
    path: '/app/analytics/search-organic',
    titleKey: 'nav.searchOrganic',
    access: 'bronzeAndUp',
    module: 'SearchOrganic',
    page: () => import('./pages.ts').then((m) => m.SearchOrganicPage),
  },
  {
    path: '/app/tools/live-chart',
    titleKey: 'nav.liveChart',
    access: 'liveChart',
    module: 'LiveChart',
    page: () => import('./pages.ts').then((m) => m.LiveChartPage),
  },
];
