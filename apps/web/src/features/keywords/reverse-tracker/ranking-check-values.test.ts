import { describe, expect, it } from 'vitest';
import { configureValidationMessages } from '../../../app/validation-messages.ts';
import {
  emptyRankingCheckForm,
  formFromQuery,
  type RankingCheckFormValues,
  rankingCheckFormSchema,
  requestOf,
} from './ranking-check-values.ts';

configureValidationMessages();

const errorsOf = (patch: Partial<RankingCheckFormValues>) =>
  rankingCheckFormSchema
    .safeParse({ ...emptyRankingCheckForm, itemNumber: '123', ...patch })
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the reverse tracker search form', () => {
  it('asks for the item number, a valid competitor and, for a custom range, both dates', () => {
    expect(errorsOf({ itemNumber: ' ' })).toEqual([['itemNumber', 'reverseTracker.pleaseEnterItemNumber']]);
    expect(errorsOf({ itemNumber: '12x' })).toEqual([['itemNumber', 'reverseTracker.pleaseEnterItemNumber']]);
    expect(errorsOf({ competitorItemNumber: 'abc' })).toEqual([
      ['competitorItemNumber', 'reverseTracker.invalidCompetitor'],
    ]);
    expect(errorsOf({ timeRange: 'custom', fromDate: '2025-01-01' })).toEqual([
      ['toDate', 'reverseTracker.pleaseEnterDates'],
    ]);
    expect(
      errorsOf({
        competitorItemNumber: ' ',
        timeRange: 'custom',
        fromDate: '2025-01-01',
        toDate: '2025-01-07',
      }),
    ).toBeUndefined();
  });

  it('sends the competitor and the dates only when they count', () => {
    expect(requestOf({ ...emptyRankingCheckForm, itemNumber: ' 123 ', fromDate: '2025-01-01' })).toEqual({
      itemNumber: '123',
      timeRange: 'last7days',
    });
    expect(
      requestOf({
        itemNumber: '1',
        competitorItemNumber: ' 2 ',
        timeRange: 'custom',
        fromDate: '2025-01-01',
        toDate: '2025-01-02',
      }),
    ).toEqual({
      itemNumber: '1',
      competitorItemNumber: '2',
      timeRange: 'custom',
      fromDate: '2025-01-01',
      toDate: '2025-01-02',
    });
  });

  it('opens from ?itemNumber with yesterday or the last 7 days', () => {
    expect(formFromQuery(new URLSearchParams('itemNumber=5&timeRange=yesterday'))?.timeRange).toBe(
      'yesterday',
    );
    expect(formFromQuery(new URLSearchParams('itemNumber=5'))?.timeRange).toBe('last7days');
    expect(formFromQuery(new URLSearchParams(''))).toBeNull();
  });
});
