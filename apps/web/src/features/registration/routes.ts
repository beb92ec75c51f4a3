import type { AppRoute } from '../../app/app-route.ts';

export const registrationRoutes: AppRoute[] = [
  { path: '/register', titleKey: 'nav.register', access: 'public', acceptsCultureQuery: true },
  { path: '/register/address', titleKey: 'nav.registerAddress', access: 'public', acceptsCultureQuery: true },
  { path: '/verify-email', titleKey: 'nav.verifyEmail', access: 'public', acceptsCultureQuery: true },
  { path: '/affiliate', titleKey: 'nav.affiliateReferral', access: 'public', acceptsCultureQuery: true },
  { path: '/error', titleKey: 'nav.error', access: 'public', acceptsCultureQuery: true },
];
