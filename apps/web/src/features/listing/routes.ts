import type { AppRoute } from '../../app/app-route.ts';

export const listingRoutes: AppRoute[] = [
  {
    path: '/app/listing-optimization/item-check',
    titleKey: 'nav.itemCheck',
    access: 'bronzeAndUp',
    module: 'ItemCheck',
    page: () => import('./pages.ts').then((m) => m.ItemCheckPage),
  },
  {
    path: '/app/listing-optimization/item-specifics',
    titleKey: 'nav.itemSpecifics',
    access: 'itemSpecifics',
    module: 'ItemSpecifics',
    page: () => import('./pages.ts').then((m) => m.ItemSpecificsPage),
  },
  {
    path: '/app/listing-optimization/sync-item-specific',
    titleKey: 'nav.syncItemSpecific',
    access: 'itemSpecifics',
    module: 'ItemSpecifics',
    parent: '/app/listing-optimization/item-specifics',
    page: () => import('./pages.ts').then((m) => m.SyncItemSpecificPage),
  },
  {
    path: '/app/listing-optimization/mobile-check',
    titleKey: 'nav.mobileCheck',
    access: 'bronzeAndUp',
    module: 'MobileCheck',
    page: () => import('./pages.ts').then((m) => m.MobileCheckPage),
  },
  {
    path: '/app/listing-optimization/title-builder',
    titleKey: 'nav.titleBuilder',
    access: 'bronzeAndUp',
    module: 'TitleBuilder',
    page: () => import('./pages.ts').then((m) => m.TitleBuilderPage),
  },
  {
    path: '/app/listing-optimization/template',
    titleKey: 'nav.template',
    access: 'user',
    module: 'TemplateGenerator',
    page: () => import('./pages.ts').then((m) => m.TemplateGeneratorPage),
  },
];
