import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, type Language, languages } from '../i18n.ts';
import styles from './public-frame.module.css';

/** The language switch of the public pages (spec 000 §1): the choice is kept in `language_selected`. */
function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const switchRef = useRef<HTMLFieldSetElement>(null);
  // A language picked in the prerendered page before its script ran (hydration keeps the radio as clicked) counts.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the page is first drawn
  useLayoutEffect(() => {
    const picked = switchRef.current?.querySelector<HTMLInputElement>('input:checked')?.value;
    if (picked !== i18n.language && languages.includes(picked as Language))
      changeLanguage(picked as Language);
  }, []);
  return (
    <fieldset ref={switchRef} className={styles.switch} aria-label={t('layout.language')}>
      {languages.map((language: Language) => (
        <span key={language}>
          <input
            type="radio"
            id={`language-${language}`}
            name="language"
            value={language}
            checked={i18n.language === language}
            onChange={() => changeLanguage(language)}
          />
          <label htmlFor={`language-${language}`}>{language.toUpperCase()}</label>
        </span>
      ))}
    </fieldset>
  );
}

/** Frame of the light entry's pages: the same header, card and tagline as the app's public layout. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.brand}>Baylytics</p>
        <LanguageSwitch />
      </header>
      <div className={styles.center}>
        <main className={styles.card}>{children}</main>
      </div>
      <p className={styles.tagline}>{t('layout.tagline')}</p>
    </div>
  );
}
