import type { KeywordCloudWord } from '@baylytics/contract/keyword-tool';

export const cloudFontRange = { minPx: 12, maxPx: 36 } as const;

/** Font size of a cloud word: its weight (1–100) spread linearly over the range, whole pixels. */
export function cloudFontSize(weight: number): number {
  const share = (Math.min(100, Math.max(1, weight)) - 1) / 99;
  return Math.round(cloudFontRange.minPx + share * (cloudFontRange.maxPx - cloudFontRange.minPx));
}

/**
 * The cloud's reading order: heavy words in the middle, lighter ones alternating to the left and right,
 * as word clouds are usually read. Words arrive heaviest first.
 */
export function cloudOrder(words: readonly KeywordCloudWord[]): KeywordCloudWord[] {
  const left: KeywordCloudWord[] = [];
  const right: KeywordCloudWord[] = [];
  words.forEach((word, index) => {
    (index % 2 === 0 ? right : left).push(word);
  });
  return [...left.reverse(), ...right];
}
