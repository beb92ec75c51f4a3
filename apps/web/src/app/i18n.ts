import i18n from 'i18next';
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

export function changeLanguage(language: Language): void {
  localStorage.setItem(storageKeys.languageSelected, language);
  void loadCatalogue(language).then(() => i18n.changeLanguage(language));
}

/** The `culture` query of registration and purchase pages overrides the language for that visit. */
export function applyCultureQuery(value: string): void {
  const culture = asLanguage(value);
  if (culture && culture !== i18n.language) changeLanguage(culture);
}

// One chunk per language: a visitor downloads the texts of the language it reads, not of both.
const catalogues: Record<Language, () => Promise<{ catalogue: Record<string, unknown> }>> = {
  de: () => import('./catalogues/de.ts'),
  en: () => import('./catalogues/en.ts'),
};

async function loadCatalogue(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const { catalogue } = await catalogues[language]();
  i18n.addResourceBundle(language, 'translation', catalogue);
}

/** Settles once the texts of the page's language are there; the app renders after it. */
export const i18nReady: Promise<void> = (async () => {
  const language = initialLanguage();
  const { catalogue } = await catalogues[language]();
  await i18n.use(initReactI18next).init({
    resources: { [language]: { translation: catalogue } },
    lng: language,
    // Both catalogues hold the same keys (a test checks it); only the language read is loaded.
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = language;
  i18n.on('languageChanged', (changed) => {
    document.documentElement.lang = changed;
  });
})();

export { i18n };
