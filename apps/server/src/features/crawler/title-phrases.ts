/**
 * Keyword candidates from the titles of top results: the words and two-word phrases that recur, most
 * frequent first. Numbers, single letters and filler words are left out; a phrase must appear in at least
 * `minCount` titles (counted once per title).
 */
const fillerWords = new Set([
  'und',
  'mit',
  'für',
  'fur',
  'der',
  'die',
  'das',
  'den',
  'von',
  'zum',
  'zur',
  'in',
  'im',
  'an',
  'auf',
  'aus',
  'and',
  'with',
  'for',
  'the',
  'of',
  'to',
  'in',
  'on',
  'a',
  'an',
  'new',
  'neu',
  'set',
  'stk',
  'pcs',
]);

export function wordsOf(title: string): string[] {
  return title
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !/^\d+$/.test(word));
}

export function frequentPhrases(
  titles: readonly string[],
  minCount = 3,
): { phrase: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const title of titles) {
    const words = wordsOf(title);
    const seen = new Set<string>();
    for (let i = 0; i < words.length; i += 1) {
      const word = words[i] as string;
      if (!fillerWords.has(word)) seen.add(word);
      const next = words[i + 1];
      if (next && !fillerWords.has(word) && !fillerWords.has(next)) seen.add(`${word} ${next}`);
    }
    for (const phrase of seen) counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
  }
  return [...counts]
    .filter(([, count]) => count >= minCount)
    .map(([phrase, count]) => ({ phrase, count }))
    .sort((a, b) => b.count - a.count || a.phrase.localeCompare(b.phrase));
}
