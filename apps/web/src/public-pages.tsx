import type { ComponentType } from 'react';
import { PublicFrame } from './app/public-frame/public-frame.tsx';
import { usePublicAddress } from './app/public-frame/public-navigation.tsx';
import { ForgotPasswordNoticePage } from './features/auth/light/forgot-password-notice-page.tsx';
import { ForgotPasswordPage } from './features/auth/light/forgot-password-page.tsx';
import { LoginPage, signedOutNoticeKey } from './features/auth/light/login-page.tsx';
import { TokenLoginPage } from './features/auth/light/token-login-page.tsx';

interface PublicPage {
  Page: ComponentType;
  /**
   * Whether the page's first render in the browser is the one the build prerendered: false when it shows what only
   * the browser knows (a notice carried in the history entry, a token in the address).
   */
  isAsPrerendered: (address: URL) => boolean;
}

/** The light entry's pages by path (`publicEntryPaths`); each is also prerendered by the build, per language. */
export const publicPages: Record<string, PublicPage> = {
  '/login': { Page: LoginPage, isAsPrerendered: () => !signedOutNoticeKey() },
  '/token-login': {
    Page: TokenLoginPage,
    isAsPrerendered: (address) => !address.searchParams.has('loginToken'),
  },
  '/forgot-password': { Page: ForgotPasswordPage, isAsPrerendered: () => true },
  '/forgot-password-notice': { Page: ForgotPasswordNoticePage, isAsPrerendered: () => true },
};

/** The page of a path; an unknown one shows the sign-in form. */
export function publicPageOf(pathname: string): PublicPage {
  return publicPages[pathname.replace(/\/+$/, '')] ?? (publicPages['/login'] as PublicPage);
}

export function PublicPages() {
  const { Page } = publicPageOf(usePublicAddress().pathname);
  return (
    <PublicFrame>
      <Page />
    </PublicFrame>
  );
}
