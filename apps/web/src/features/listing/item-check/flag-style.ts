import { flags } from '@baylytics/contract/listing-rules';

export type FlagKind = 'good' | 'warning' | 'bad' | 'neutral';

/** An entry's flag as a kind (spec 002 §2): 1 good, 2 warning, 3 bad, anything else neutral. */
export function flagKind(flag: number): FlagKind {
  if (flag === flags.good) return 'good';
  if (flag === flags.warning) return 'warning';
  if (flag === flags.bad) return 'bad';
  return 'neutral';
}

/** Mantine colours of the kinds, the same on every section of the check. */
export const flagColors: Record<FlagKind, string> = {
  good: 'green',
  warning: 'yellow',
  bad: 'red',
  neutral: 'gray',
};

/** How many of the check's entries and characteristics are good, warn or are bad: the summary's counts. */
export function flagCounts(result: {
  item: readonly { flag: number }[];
  shipping: readonly { flag: number }[];
  mobileDescription: { flag: number };
  itemCategories: { flag: number };
  itemVariants: { flag: number; variants: readonly unknown[] };
}): Record<'good' | 'warning' | 'bad', number> {
  const all = [
    ...result.item,
    ...result.shipping,
    result.mobileDescription,
    result.itemCategories,
    ...(result.itemVariants.variants.length > 0 ? [result.itemVariants] : []),
  ];
  const counts = { good: 0, warning: 0, bad: 0 };
  for (const { flag } of all) {
    const kind = flagKind(flag);
    if (kind !== 'neutral') counts[kind] += 1;
  }
  return counts;
}
