// The ranking area's chunk.

export { AccountCheckPage } from './account-check/pages/account-check-page.tsx';
export { AlertsPage } from './alerts/pages/alerts-page.tsx';
export { LiveChartPage } from './live-chart/pages/live-chart-page.tsx';
export { MyRankingPage } from './my-ranking/pages/my-ranking-page.tsx';
export { SearchOrganicPage } from './search-organic/pages/search-organic-page.tsx';
