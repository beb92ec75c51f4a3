import { describe, expect, it } from 'vitest';
import { seoStepBody, seoStepFormSchema, todayIsoDate } from './seo-step-form.ts';

describe('SEO step form', () => {
  it('requires a flag and a description', () => {
    expect(
      seoStepFormSchema.safeParse({ flag: '', description: 'x', createdDate: '2026-05-01' }).success,
    ).toBe(false);
    expect(
      seoStepFormSchema.safeParse({ flag: 'Titel', description: '  ', createdDate: '2026-05-01' }).success,
    ).toBe(false);
    expect(
      seoStepFormSchema.safeParse({ flag: 'Titel', description: 'Neuer Titel', createdDate: '2026-05-01' })
        .success,
    ).toBe(true);
  });
  it('accepts a blank date (today) but not a malformed one', () => {
    expect(
      seoStepFormSchema.safeParse({ flag: 'Preis', description: 'gesenkt', createdDate: '' }).success,
    ).toBe(true);
    expect(
      seoStepFormSchema.safeParse({ flag: 'Preis', description: 'gesenkt', createdDate: '1.5.2026' }).success,
    ).toBe(false);
  });
  it('starts with today in the local calendar', () => {
    expect(todayIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
  it('sends the item number with trimmed texts and leaves a blank date to the server', () => {
    expect(seoStepBody(123, { flag: ' Bilder ', description: ' 5 neue Bilder ', createdDate: '' })).toEqual({
      itemNumber: 123,
      flag: 'Bilder',
      description: '5 neue Bilder',
      createdDate: undefined,
    });
  });
});
