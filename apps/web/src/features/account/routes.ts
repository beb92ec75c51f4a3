import type { ComponentType } from 'react';
import type { AppRoute } from '../../app/app-route.ts';

type Pages = typeof import('./pages.ts');

const user = (slug: string, titleKey: string, page?: (pages: Pages) => ComponentType): AppRoute => ({
  path: `/app/user/${slug}`,
  titleKey,
  access: 'user',
  ...(page && { page: () => import('./pages.ts').then(page) }),
});

export const accountRoutes: AppRoute[] = [
  user('change-email', 'nav.changeEmail', (m) => m.ChangeEmailPage),
  user('change-address', 'nav.changeAddress', (m) => m.ChangeAddressPage),
  user('change-password', 'nav.changePassword', (m) => m.ChangePasswordPage),
  user('logined-logs', 'nav.myLoginLogs', (m) => m.LoginLogsPage),
  user('privacy', 'nav.privacy', (m) => m.PrivacyPage),
  user('api-access', 'nav.apiAccess', (m) => m.ApiAccessPage),
  {
    ...user('afterbuy', 'nav.afterbuyCredentials', (m) => m.AfterbuyCredentialsPage),
    access: 'transformer',
  },
];
