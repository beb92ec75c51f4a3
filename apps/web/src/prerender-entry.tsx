import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { i18n, i18nOptions, type Language, languages } from './app/i18n.ts';
import { publicEntryPaths } from './app/public-entry-paths.ts';
import { setPrerenderedPath } from './app/public-frame/public-navigation.tsx';
import { PublicPages } from './public-pages.tsx';

/**
 * The build's prerendering of the sign-in pages (apps/web/scripts/prerender.mjs, run in Node): each page of the light
 * entry as a first visit in each language sees it, before its script runs. The browser's entry hydrates it.
 */
export { languages, publicEntryPaths };

// The catalogues as the browser loads them (one chunk per language), both at once here.
const ready = Promise.all([import('./app/catalogues/de.ts'), import('./app/catalogues/en.ts')]).then(
  ([de, en]) =>
    i18n.use(initReactI18next).init({
      ...i18nOptions,
      resources: { de: { translation: de.catalogue }, en: { translation: en.catalogue } },
      lng: 'de',
    }),
);

/** The markup of the page at `path` in `language`: what `#root` holds. */
export async function prerenderPage(path: string, language: Language): Promise<string> {
  await ready;
  await i18n.changeLanguage(language);
  setPrerenderedPath(path);
  return renderToString(
    <StrictMode>
      <PublicPages />
    </StrictMode>,
  );
}
