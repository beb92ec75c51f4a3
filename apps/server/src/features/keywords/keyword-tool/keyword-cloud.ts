import {
  type KeywordCloudWord,
  keywordCloudLimit,
  type RelatedKeyword,
} from '@baylytics/contract/keyword-tool';

/** Words that say nothing about a product; left out of the cloud. */
const fillerWords = new Set([
  'und',
  'oder',
  'für',
  'mit',
  'der',
  'die',
  'das',
  'ein',
  'eine',
  'in',
  'im',
  'von',
  'zu',
  'and',
  'or',
  'for',
  'with',
  'the',
  'a',
  'an',
  'of',
  'to',
  'in',
  'on',
  'me',
  'near',
]);

function wordsOf(phrase: string): string[] {
  return [...new Set(phrase.toLowerCase().split(/[^\p{L}\p{N}-]+/u))].filter(
    (word) => word.length > 1 && !fillerWords.has(word),
  );
}

/**
 * The words around a keyword: every word of the suggestions and related keywords except the keyword's own
 * (they would be the biggest word every time). A suggestion counts 1 per word; a related keyword counts
 * 1 plus its value / 50, so words of valuable keywords grow. Weights are relative to the heaviest word.
 */
export function keywordCloud(
  keyword: string,
  suggestions: readonly string[],
  related: readonly RelatedKeyword[],
): KeywordCloudWord[] {
  const own = new Set(wordsOf(keyword));
  const scores = new Map<string, { score: number; count: number }>();
  const add = (phrase: string, score: number) => {
    for (const word of wordsOf(phrase)) {
      if (own.has(word)) continue;
      const entry = scores.get(word) ?? { score: 0, count: 0 };
      entry.score += score;
      entry.count += 1;
      scores.set(word, entry);
    }
  };
  for (const suggestion of suggestions) add(suggestion, 1);
  for (const entry of related) add(entry.keyword, 1 + entry.value / 50);
  const ranked = [...scores.entries()]
    .sort(([a, x], [b, y]) => y.score - x.score || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, keywordCloudLimit);
  const heaviest = ranked[0]?.[1].score ?? 1;
  return ranked.map(([word, { score, count }]) => ({
    word,
    weight: Math.max(1, Math.round((score / heaviest) * 100)),
    count,
  }));
}
