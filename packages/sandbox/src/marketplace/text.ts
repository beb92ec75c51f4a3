/**
 * How titles and queries become words for matching: lower case, split at anything that is not a
 * letter or digit, accents removed (é → e), ß → ss, and German umlauts folded to the plain vowel
 * (ä → a). A title word with an umlaut is also indexed in its 'ae' spelling, so 'bürste', 'burste'
 * and 'buerste' all find 'Bürste'.
 */

const wordSplit = /[^\p{L}\p{N}]+/u;
const nonAscii = /[^\x20-\x7e]/;
const umlautSpelling: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue' };

function stripMarks(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '');
}

/** The matching form of one word (already split). */
export function foldWord(word: string): string {
  const lower = word.toLowerCase();
  if (!nonAscii.test(lower)) return lower;
  return stripMarks(lower.replace(/ß/g, 'ss'));
}

/** The other spelling of a word with umlauts ('bürste' → 'buerste'), or undefined. */
export function umlautVariant(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (!/[äöü]/.test(lower)) return undefined;
  return stripMarks(lower.replace(/[äöü]/g, (c) => umlautSpelling[c] ?? c).replace(/ß/g, 'ss'));
}

/** Words of a text in matching form, in order. */
export function tokenize(text: string): string[] {
  const words: string[] = [];
  for (const raw of text.split(wordSplit)) if (raw) words.push(foldWord(raw));
  return words;
}

/** Every form a title's word is found under, with the word's position (0-based). */
export function titleTerms(title: string): { term: string; position: number }[] {
  const terms: { term: string; position: number }[] = [];
  let position = 0;
  for (const raw of title.split(wordSplit)) {
    if (!raw) continue;
    terms.push({ term: foldWord(raw), position });
    const variant = umlautVariant(raw);
    if (variant) terms.push({ term: variant, position });
    position++;
  }
  return terms;
}
