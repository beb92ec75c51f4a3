import type { AppRoute } from '../../app/app-route.ts';

const pages = () => import('./pages.ts');

export const authRoutes: AppRoute[] = [
  { path: '/login', titleKey: 'nav.login', access: 'public', page: () => pages().then((m) => m.LoginPage) },
  {
    path: '/token-login',
    titleKey: 'nav.tokenLogin',
    access: 'public',
    page: () => pages().then((m) => m.TokenLoginPage),
  },
  {
    path: '/logout',
    titleKey: 'nav.logout',
    access: 'public',
    page: () => pages().then((m) => m.LogoutPage),
  },
  {
    path: '/forgot-password',
    titleKey: 'nav.forgotPassword',
    access: 'public',
    page: () => pages().then((m) => m.ForgotPasswordPage),
  },
  {
    path: '/forgot-password-notice',
    titleKey: 'nav.forgotPasswordNotice',
    access: 'public',
    page: () => pages().then((m) => m.ForgotPasswordNoticePage),
  },
];
