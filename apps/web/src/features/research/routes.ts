import type { AppRoute } from '../../app/app-route.ts';

export const researchRoutes: AppRoute[] = [
  {
    path: '/app/product-research/variants-tool',
    titleKey: 'nav.variantsTool',
    access: 'silverAndUp',
    module: 'VariantsTool',
    page: () => import('./pages.ts').then((m) => m.VariantToolPage),
  },
  {
    path: '/app/product-research/median-tool',
    titleKey: 'nav.medianTool',
    access: 'bronzeAndUp',
    module: 'MedianTool',
    page: () => import('./pages.ts').then((m) => m.MedianToolPage),
  },
  {
    path: '/app/tools/ebay-categories',
    titleKey: 'nav.ebayCategories',
    access: 'bronzeAndUp',
    module: 'EBayCategory',
    page: () => import('./pages.ts').then((m) => m.CategoryBrowserPage),
  },
];
