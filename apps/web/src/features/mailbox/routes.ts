import type { AppRoute } from '../../app/app-route.ts';

export const mailboxRoutes: AppRoute[] = [
  {
    path: '/mailbox',
    titleKey: 'billing.mailbox.title',
    access: 'public',
    page: () => import('./pages.ts').then((m) => m.MailboxPage),
  },
];
