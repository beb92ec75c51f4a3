import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from '../locales/de.json';
import en from '../locales/en.json';
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
  void i18n.changeLanguage(language);
}

/** The `culture` query of registration and purchase pages overrides the language for that visit. */
export function applyCultureQuery(value: string): void {
  const culture = asLanguage(value);
  if (culture && culture !== i18n.language) changeLanguage(culture);
}

type Catalogue = Record<string, unknown>;

/** A feature area may keep its texts in `locales/<language>/<area>.json`, each under its own top-level key. */
const areaCatalogues = import.meta.glob<Catalogue>('../locales/*/*.json', { eager: true, import: 'default' });

function catalogueOf(language: Language, base: Catalogue): Catalogue {
  const merged = { ...base };
  for (const [file, catalogue] of Object.entries(areaCatalogues)) {
    if (file.includes(`/locales/${language}/`)) Object.assign(merged, catalogue);
  }
  return merged;
}

void i18n.use(initReactI18next).init({
  resources: { de: { translation: catalogueOf('de', de) }, en: { translation: catalogueOf('en', en) } },
  lng: initialLanguage(),
  fallbackLng: 'de',
  interpolation: { escapeValue: false },
  returnNull: false,
});

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});
document.documentElement.lang = i18n.language;

export { i18n };
