import type { AppRoute } from '../../app/app-route.ts';

const campaignList = '/app/marketing/campaign';
const campaignDetail = `${campaignList}/detail`;

export const campaignsRoutes: AppRoute[] = [
  {
    path: campaignList,
    titleKey: 'nav.campaigns',
    access: 'bronzeAndUp',
    module: 'Campaign',
    page: () => import('./pages.ts').then((m) => m.CampaignListPage),
  },
  {
    path: campaignDetail,
    titleKey: 'nav.campaignDetail',
    access: 'bronzeAndUp',
    module: 'Campaign',
    parent: campaignList,
    page: () => import('./pages.ts').then((m) => m.CampaignDetailPage),
  },
  ...(['pla-listing', 'pla-keyword', 'pla-search-query', 'pl-listing'] as const).map(
    (report): AppRoute => ({
      path: `${campaignDetail}/${report}`,
      titleKey: `nav.campaignReport.${report}`,
      access: 'bronzeAndUp',
      module: 'Campaign',
      parent: campaignDetail,
      page: () => import('./pages.ts').then((m) => m.CampaignReportPage),
    }),
  ),
  {
    path: '/app/campaign/create-campaign',
    titleKey: 'nav.createCampaign',
    access: 'signedIn',
    module: 'Campaign',
    parent: campaignList,
    page: () => import('./pages.ts').then((m) => m.CreateCampaignPage),
  },
  {
    path: '/app/campaign/create-ad-group',
    titleKey: 'nav.createAdGroup',
    access: 'signedIn',
    module: 'Campaign',
    parent: campaignList,
    page: () => import('./pages.ts').then((m) => m.CreateAdGroupPage),
  },
  {
    path: '/app/campaign/add-keywords-to-adgroup',
    titleKey: 'nav.addKeywordsToAdGroup',
    access: 'signedIn',
    module: 'Campaign',
    parent: campaignList,
    page: () => import('./pages.ts').then((m) => m.AddKeywordsPage),
  },
  {
    path: '/app/campaign/create-campaign-completed',
    titleKey: 'nav.createCampaignCompleted',
    access: 'signedIn',
    module: 'Campaign',
    parent: campaignList,
    page: () => import('./pages.ts').then((m) => m.CreateCampaignCompletedPage),
  },
];
