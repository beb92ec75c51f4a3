import type { AppRoute } from '../../app/app-route.ts';

const user = (slug: string, titleKey: string): AppRoute => ({
  path: `/app/user/${slug}`,
  titleKey,
  access: 'user',
});

export const accountRoutes: AppRoute[] = [
  user('change-email', 'nav.changeEmail'),
  user('change-address', 'nav.changeAddress'),
  user('change-password', 'nav.changePassword'),
  user('agreements', 'nav.agreements'),
  user('invoices', 'nav.invoices'),
  user('logined-logs', 'nav.myLoginLogs'),
];
