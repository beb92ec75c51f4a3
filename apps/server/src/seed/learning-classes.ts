/**
 * The masterclasses of spec 002 (masterclass-1 with 7 videos, masterclass-2 with 6): seeded on every installation
 * without sources; the content team sets each video's source per language in `learning_videos`. The demo sets
 * placeholder sources (`demoSourceUrl`).
 */
export interface LearningClassSeed {
  classId: string;
  titleDe: string;
  titleEn: string;
  descriptionDe: string;
  descriptionEn: string;
  videos: { titleDe: string; titleEn: string }[];
}

export const learningClassSeeds: LearningClassSeed[] = [
  {
    classId: 'masterclass-1',
    titleDe: 'Masterclass 1: Gefunden werden',
    titleEn: 'Masterclass 1: Getting found',
    descriptionDe: 'Wie eBay sucht und wie Ihre Angebote nach oben kommen, in sieben Lektionen.',
    descriptionEn: 'How eBay searches and how your listings rise to the top, in seven lessons.',
    videos: [
      { titleDe: 'Wie die eBay-Suche rankt', titleEn: 'How eBay search ranks' },
      { titleDe: 'Keywords finden, die Käufer suchen', titleEn: 'Finding the keywords buyers search for' },
      { titleDe: 'Der perfekte Titel in 80 Zeichen', titleEn: 'The perfect title in 80 characters' },
      { titleDe: 'Artikelmerkmale vollständig pflegen', titleEn: 'Complete item specifics' },
      { titleDe: 'Die richtige Kategorie wählen', titleEn: 'Choosing the right category' },
      { titleDe: 'Mobile Kurzbeschreibung', titleEn: 'The mobile short description' },
      { titleDe: 'Rankings verfolgen und reagieren', titleEn: 'Tracking rankings and reacting' },
    ],
  },
  {
    classId: 'masterclass-2',
    titleDe: 'Masterclass 2: Mehr verkaufen',
    titleEn: 'Masterclass 2: Selling more',
    descriptionDe: 'Preise, Varianten, Anzeigen und Videos: sechs Lektionen für mehr Umsatz.',
    descriptionEn: 'Prices, variants, ads and videos: six lessons for more revenue.',
    videos: [
      { titleDe: 'Preise mit dem Median-Tool finden', titleEn: 'Pricing with the median tool' },
      { titleDe: 'Varianten, die sich verkaufen', titleEn: 'Variants that sell' },
      { titleDe: 'Promoted Listings: Kampagnen anlegen', titleEn: 'Promoted listings: creating campaigns' },
      { titleDe: 'Gebote und Keywords für Anzeigen', titleEn: 'Bids and keywords for ads' },
      { titleDe: 'Videos für Ihre Angebote', titleEn: 'Videos for your listings' },
      { titleDe: 'Kennzahlen lesen und verbessern', titleEn: 'Reading and improving your figures' },
    ],
  },
];

/** The demo's placeholder source of a video: a playlist named after the class, the position and the language. */
export function demoSourceUrl(classId: string, position: number, language: 'de' | 'en'): string {
  return `https://www.youtube-nocookie.com/embed/videoseries?list=baylytics-${classId}-${position}-${language}`;
}
