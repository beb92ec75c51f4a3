import { languageCookie } from '@baylytics/contract/browser-session';
import i18n, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from './storage-keys.ts';

export const languages = ['de', 'en'] as const;
export type Language = (typeof languages)[number];

function asLanguage(value: string | null | undefined): Language | null {
  const short = value?.slice(0, 2).toLowerCase();
  return short === 'de' || short === 'en' ? short : null;
}

/** Stored choice, else the browser's language when it is German or English, else German (spec 000 §1). */
export function initialLanguage(): Language {
  return (
    asLanguage(localStorage.getItem(storageKeys.languageSelected)) ?? asLanguage(navigator.language) ?? 'de'
  );
}

/** The stored choice, mirrored into a cookie: the server answers the prerendered sign-in pages in it. */
function mirrorChoice(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari and Firefox.
  document.cookie = `${languageCookie}=${language}; path=/; max-age=${400 * 24 * 3600}; samesite=lax`;
}

export function changeLanguage(language: Language): void {
  localStorage.setItem(storageKeys.languageSelected, language);
  mirrorChoice(language);
  void Promise.all([loadCatalogue(language), isAppTextsWanted ? loadAppCatalogue(language) : null]).then(() =>
    i18n.changeLanguage(language),
  );
}

/** The `culture` query of registration and purchase pages overrides the language for that visit. */
export function applyCultureQuery(value: string): void {
  const culture = asLanguage(value);
  if (culture && culture !== i18n.language) changeLanguage(culture);
}

type CatalogueModule = () => Promise<{ catalogue: Record<string, unknown> }>;

// One chunk per language: a visitor downloads the texts of the language it reads, not of both.
const catalogues: Record<Language, CatalogueModule> = {
  de: () => import('./catalogues/de.ts'),
  en: () => import('./catalogues/en.ts'),
};
// And one more per language for the signed-in screens, so the public pages do not carry their texts.
const appCatalogues: Record<Language, CatalogueModule> = {
  de: () => import('./catalogues/de-app.ts'),
  en: () => import('./catalogues/en-app.ts'),
};
let isAppTextsWanted = false;

/** Adds a catalogue's texts to its language's once; later calls share the first load. */
function loader(modules: Record<Language, CatalogueModule>): (language: Language) => Promise<void> {
  const loads = new Map<Language, Promise<void>>();
  return (language) => {
    const loading =
      loads.get(language) ??
      modules[language]().then(({ catalogue }) => {
        i18n.addResourceBundle(language, 'translation', catalogue, true);
      });
    loads.set(language, loading);
    return loading;
  };
}
const loadCatalogue = loader(catalogues);
const loadAppCatalogue = loader(appCatalogues);

/** The signed-in screens' texts in the page's language (and in any language chosen later); the frame waits for them. */
export async function loadAppTexts(): Promise<void> {
  isAppTextsWanted = true;
  await i18nReady;
  await loadAppCatalogue(asLanguage(i18n.language) ?? initialLanguage());
}

/** i18next's setup, the same in the browser and where the build prerenders the sign-in pages. */
export const i18nOptions: InitOptions = {
  // Both catalogues hold the same keys (a test checks it); only the language read is loaded.
  fallbackLng: false,
  interpolation: { escapeValue: false },
  returnNull: false,
};

async function startI18n(): Promise<void> {
  const language = initialLanguage();
  const stored = asLanguage(localStorage.getItem(storageKeys.languageSelected));
  // A choice stored before the cookie existed reaches the server from the next page on.
  if (stored) mirrorChoice(stored);
  await i18n.use(initReactI18next).init({ ...i18nOptions, resources: {}, lng: language });
  await loadCatalogue(language);
  document.documentElement.lang = language;
  i18n.on('languageChanged', (changed) => {
    document.documentElement.lang = changed;
  });
}

/**
 * Settles once the texts of the page's language are there; the app renders after it. The build's prerendering
 * (`prerender-entry.tsx`) sets i18next up with both catalogues itself.
 */
export const i18nReady: Promise<void> = import.meta.env.SSR ? Promise.resolve() : startI18n();

export { i18n };
