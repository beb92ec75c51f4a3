// The registration area's chunk.
export { AddressPage } from './pages/address-page.tsx';
export { AffiliateReferralPage } from './pages/affiliate-referral-page.tsx';
export { RegisterPage } from './pages/register-page.tsx';
export { VerifyEmailPage } from './pages/verify-email-page.tsx';
