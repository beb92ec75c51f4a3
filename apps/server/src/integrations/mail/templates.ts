import { englishTexts } from './english-texts.ts';
import { germanTexts } from './german-texts.ts';
import type { LanguageTexts, MailContent, MailData, MailKind, MailLanguage } from './mail-kinds.ts';
import { type RenderedMail, renderLayout } from './mail-layout.ts';

const textsByLanguage: Record<MailLanguage, LanguageTexts> = { de: germanTexts, en: englishTexts };

/** Subject, plain text and HTML of one mail in the user's language; every value in the HTML is escaped. */
export function renderMail<K extends MailKind>(
  kind: K,
  language: MailLanguage,
  data: MailData[K],
): RenderedMail {
  const texts = textsByLanguage[language];
  const body: (data: MailData[K]) => MailContent = texts.kinds[kind];
  return renderLayout(texts, data.firstName, body(data));
}
