// The auth area's chunk: the router loads the area's pages through this one module.
export { ForgotPasswordNoticePage } from './pages/forgot-password-notice-page.tsx';
export { ForgotPasswordPage } from './pages/forgot-password-page.tsx';
export { LoginPage } from './pages/login-page.tsx';
export { LogoutPage } from './pages/logout-page.tsx';
export { TokenLoginPage } from './pages/token-login-page.tsx';
