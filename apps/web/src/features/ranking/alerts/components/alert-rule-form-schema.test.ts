import { describe, expect, it } from 'vitest';
import {
  type AlertRuleFormValues,
  alertRuleFormSchema,
  allKeywords,
  ruleValuesOf,
} from './alert-rule-form-schema.ts';

const form = (values: Partial<AlertRuleFormValues>): AlertRuleFormValues => ({
  kind: 'firstPage',
  itemNumber: '',
  keywordId: allKeywords,
  threshold: '',
  isActive: true,
  ...values,
});

const messagesOf = (values: Partial<AlertRuleFormValues>) =>
  alertRuleFormSchema
    .safeParse(form(values))
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the alert rule form', () => {
  it('sends all listings and all keywords as null, and a listing, keyword and threshold as numbers', () => {
    expect(ruleValuesOf(form({}))).toEqual({
      kind: 'firstPage',
      itemNumber: null,
      keywordId: null,
      threshold: null,
      isActive: true,
    });
    expect(
      ruleValuesOf(form({ kind: 'moved', itemNumber: ' 110000000101 ', keywordId: '7', threshold: '10' })),
    ).toEqual({
      kind: 'moved',
      itemNumber: 110_000_000_101,
      keywordId: 7,
      threshold: 10,
      isActive: true,
    });
  });

  it('asks for a threshold exactly where the kind has one, a 12-digit item number, and no keyword on listing kinds', () => {
    expect(messagesOf({})).toBeUndefined();
    expect(messagesOf({ kind: 'moved' })).toEqual([['threshold', 'validation.alertThreshold']]);
    expect(messagesOf({ kind: 'bayScore', threshold: '0' })).toContainEqual([
      'threshold',
      'validation.alertThreshold',
    ]);
    expect(messagesOf({ itemNumber: '12345' })).toEqual([['itemNumber', 'validation.itemNumber']]);
    expect(messagesOf({ kind: 'ended', keywordId: '7' })).toEqual([
      ['keywordId', 'validation.alertKeywordNotForKind'],
    ]);
  });
});
