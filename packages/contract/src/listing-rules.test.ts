import { describe, expect, it } from 'vitest';
import {
  aspectFlag,
  flags,
  handlingTimeFlag,
  keywordInTitleFlag,
  missingKeywordWords,
  mobileDescriptionFlag,
  picturesFlag,
  recommendedAspectsFlag,
  requiredAspectsFlag,
  returnsFlag,
  titleLengthFlag,
  titleStatus,
  variationPicturesFlag,
} from './listing-rules.ts';

const title = (length: number) => 'x'.repeat(length);

describe('item check rules', () => {
  it('judges the title length against 80 and 74', () => {
    expect(titleLengthFlag(title(73))).toBe(flags.warning);
    expect(titleLengthFlag(title(74))).toBe(flags.good);
    expect(titleLengthFlag(title(80))).toBe(flags.good);
    expect(titleLengthFlag(title(81))).toBe(flags.bad);
    expect(titleStatus(title(80))).toBe('success');
    expect(titleStatus(title(81))).toBe('danger');
  });

  it('finds the keyword in the title word by word, ignoring case and punctuation', () => {
    const t = 'Damen Winterjacke, wasserdicht – Schwarz Gr. M';
    expect(keywordInTitleFlag(t, 'winterjacke schwarz')).toBe(flags.good);
    expect(keywordInTitleFlag(t, 'winterjacke rot')).toBe(flags.warning);
    expect(missingKeywordWords(t, 'Winterjacke Rot')).toEqual(['rot']);
    expect(keywordInTitleFlag(t, 'Sommerkleid')).toBe(flags.bad);
    expect(keywordInTitleFlag(t, '  ')).toBe(flags.neutral);
    // A word inside another word does not count.
    expect(keywordInTitleFlag('Winterjacken', 'jacke')).toBe(flags.bad);
  });

  it('counts pictures', () => {
    expect(picturesFlag(0)).toBe(flags.bad);
    expect(picturesFlag(1)).toBe(flags.bad);
    expect(picturesFlag(2)).toBe(flags.warning);
    expect(picturesFlag(5)).toBe(flags.good);
  });

  it('judges required and recommended aspects', () => {
    const required = { isRequired: true, isRecommended: true, hasValue: false };
    const recommended = { isRequired: false, isRecommended: true, hasValue: false };
    const optional = { isRequired: false, isRecommended: false, hasValue: false };
    expect(aspectFlag(required)).toBe(flags.bad);
    expect(aspectFlag(recommended)).toBe(flags.warning);
    expect(aspectFlag(optional)).toBe(flags.neutral);
    expect(aspectFlag({ ...optional, hasValue: true })).toBe(flags.good);

    expect(requiredAspectsFlag([required, { ...required, hasValue: true }])).toBe(flags.bad);
    expect(requiredAspectsFlag([{ ...required, hasValue: true }])).toBe(flags.good);
    expect(requiredAspectsFlag([optional])).toBe(flags.neutral);

    const filled = { ...recommended, hasValue: true };
    expect(recommendedAspectsFlag([filled, filled, filled, filled, recommended])).toBe(flags.good);
    expect(recommendedAspectsFlag([filled, recommended])).toBe(flags.warning);
    expect(recommendedAspectsFlag([filled, recommended, recommended])).toBe(flags.bad);
    // Required aspects are judged by their own rule, not counted twice.
    expect(recommendedAspectsFlag([required])).toBe(flags.neutral);
  });

  it('judges variation pictures, the mobile description, returns and handling time', () => {
    expect(variationPicturesFlag(0, 0)).toBe(flags.neutral);
    expect(variationPicturesFlag(3, 3)).toBe(flags.good);
    expect(variationPicturesFlag(3, 2)).toBe(flags.warning);
    expect(variationPicturesFlag(3, 0)).toBe(flags.bad);

    expect(mobileDescriptionFlag(null)).toBe(flags.bad);
    expect(mobileDescriptionFlag(120)).toBe(flags.good);
    expect(mobileDescriptionFlag(801)).toBe(flags.warning);

    expect(returnsFlag({ isAccepted: true, withinDays: 30 })).toBe(flags.good);
    expect(returnsFlag({ isAccepted: true, withinDays: 14 })).toBe(flags.warning);
    expect(returnsFlag({ isAccepted: false, withinDays: null })).toBe(flags.bad);
    expect(returnsFlag(null)).toBe(flags.neutral);

    expect(handlingTimeFlag(1)).toBe(flags.good);
    expect(handlingTimeFlag(3)).toBe(flags.warning);
    expect(handlingTimeFlag(5)).toBe(flags.bad);
  });
});
