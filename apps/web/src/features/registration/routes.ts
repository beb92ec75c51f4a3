import type { AppRoute } from '../../app/app-route.ts';

const pages = () => import('./pages.ts');

export const registrationRoutes: AppRoute[] = [
  {
    path: '/register',
    titleKey: 'nav.register',
    access: 'public',
    acceptsCultureQuery: true,
    page: () => pages().then((m) => m.RegisterPage),
  },
  {
    path: '/register/address',
    titleKey: 'nav.registerAddress',
    // Public for the guard: the page sits in the public frame and sends a visitor without a session to sign-in itself.
    access: 'public',
    acceptsCultureQuery: true,
    page: () => pages().then((m) => m.AddressPage),
  },
  {
    path: '/verify-email',
    titleKey: 'nav.verifyEmail',
    access: 'public',
    acceptsCultureQuery: true,
    page: () => pages().then((m) => m.VerifyEmailPage),
  },
  {
    path: '/affiliate',
    titleKey: 'nav.affiliateReferral',
    access: 'public',
    page: () => pages().then((m) => m.AffiliateReferralPage),
  },
  { path: '/error', titleKey: 'nav.error', access: 'public', acceptsCultureQuery: true },
];
