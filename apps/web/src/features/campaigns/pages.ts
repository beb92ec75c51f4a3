// The campaign area's chunk.
export { AddKeywordsPage } from './pages/add-keywords-page.tsx';
export { CampaignDetailPage } from './pages/campaign-detail-page.tsx';
export { CampaignListPage } from './pages/campaign-list-page.tsx';
export { CampaignReportPage } from './pages/campaign-report-page.tsx';
export { CreateAdGroupPage } from './pages/create-ad-group-page.tsx';
export { CreateCampaignCompletedPage } from './pages/create-campaign-completed-page.tsx';
export { CreateCampaignPage } from './pages/create-campaign-page.tsx';
