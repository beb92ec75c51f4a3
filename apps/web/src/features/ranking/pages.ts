// The ranking area's chunk.

export { LiveChartPage } from './live-chart/pages/live-chart-page.tsx';
export { SearchOrganicPage } from './search-organic/pages/search-organic-page.tsx';
