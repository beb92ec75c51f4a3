import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { i18n, i18nReady } from './app/i18n.ts';
import { keepTypedFields } from './app/public-frame/before-script.ts';
import { holdPublicRoot } from './app/public-frame/enter-app.ts';
import { PublicPages, publicPageOf } from './public-pages.tsx';

/**
 * Whether `element` holds the prerendered page that this visit's first render draws (same page, same language,
 * nothing only the browser knows): then React hydrates it instead of drawing it anew.
 */
function isPrerenderedAsShown(element: HTMLElement): boolean {
  const { prerenderedPage, prerenderedLanguage } = element.dataset;
  const address = new URL(window.location.href);
  const path = address.pathname.replace(/\/+$/, '');
  return (
    prerenderedPage === path &&
    prerenderedLanguage === i18n.language &&
    publicPageOf(path).isAsPrerendered(address)
  );
}

/**
 * The sign-in pages: React, their forms and the public texts; the full app loads after sign-in. The server sends
 * them prerendered (docs/decisions/prerendered-sign-in-pages.md): React takes the page over, keeping what the
 * visitor typed into its fields meanwhile.
 */
export async function showPublicPages(element: HTMLElement): Promise<void> {
  await i18nReady;
  const pages = (
    <StrictMode>
      <PublicPages />
    </StrictMode>
  );
  keepTypedFields(element);
  let root: Root;
  if (isPrerenderedAsShown(element)) root = hydrateRoot(element, pages);
  else {
    root = createRoot(element);
    root.render(pages);
  }
  holdPublicRoot(root, element);
}
