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

void i18n.use(initReactI18next).init({
  resources: { de: { translation: de }, en: { translation: en } },
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
