import type { AppRoute } from '../../app/app-route.ts';

export const registrationRoutes: AppRoute[] = [
  { path: '/register', titleKey: 'nav.register', access: 'public' },
  { path: '/register/address', titleKey: 'nav.registerAddress', access: 'public' },
  { path: '/verify-email', titleKey: 'nav.verifyEmail', access: 'public' },
  { path: '/affiliate', titleKey: 'nav.affiliateReferral', access: 'public' },
  { path: '/error', titleKey: 'nav.error', access: 'public' },
];
