import type { AppRoute } from '../../app/app-route.ts';

export const transformerRoutes: AppRoute[] = [
  {
    path: '/app/tools/transformer',
    titleKey: 'nav.transformer',
    access: 'transformer',
    module: 'Transformer',
    page: () => import('./pages.ts').then((m) => m.TransformerPage),
  },
];
