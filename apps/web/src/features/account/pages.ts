// The account area's chunk.

export { AfterbuyCredentialsPage } from './pages/afterbuy-credentials-page.tsx';
export { ApiAccessPage } from './pages/api-access-page.tsx';
export { ChangeAddressPage } from './pages/change-address-page.tsx';
export { ChangeEmailPage } from './pages/change-email-page.tsx';
export { ChangePasswordPage } from './pages/change-password-page.tsx';
export { LoginLogsPage } from './pages/login-logs-page.tsx';
export { PrivacyPage } from './pages/privacy-page.tsx';
