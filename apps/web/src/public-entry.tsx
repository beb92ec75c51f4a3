import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './app/i18n.ts';
import { holdPublicRoot } from './app/public-frame/enter-app.ts';
import { PublicFrame } from './app/public-frame/public-frame.tsx';
import { usePublicAddress } from './app/public-frame/public-navigation.tsx';
import { ForgotPasswordNoticePage } from './features/auth/light/forgot-password-notice-page.tsx';
import { ForgotPasswordPage } from './features/auth/light/forgot-password-page.tsx';
import { LoginPage } from './features/auth/light/login-page.tsx';
import { TokenLoginPage } from './features/auth/light/token-login-page.tsx';

/** The light entry's pages by path (`publicEntryPaths`). */
const pages: Record<string, ComponentType> = {
  '/login': LoginPage,
  '/token-login': TokenLoginPage,
  '/forgot-password': ForgotPasswordPage,
  '/forgot-password-notice': ForgotPasswordNoticePage,
};

function PublicPages() {
  const Page = pages[usePublicAddress().pathname.replace(/\/+$/, '')] ?? LoginPage;
  return (
    <PublicFrame>
      <Page />
    </PublicFrame>
  );
}

/** The sign-in pages: React, their forms and the public texts; the full app loads after sign-in. */
export async function showPublicPages(element: HTMLElement): Promise<void> {
  await i18nReady;
  const root = createRoot(element);
  holdPublicRoot(root, element);
  root.render(
    <StrictMode>
      <PublicPages />
    </StrictMode>,
  );
}
