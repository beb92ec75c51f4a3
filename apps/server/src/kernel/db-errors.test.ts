import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './db-errors.ts';

describe('isUniqueViolation', () => {
  it("finds PostgreSQL's unique violation on the error or in its causes", () => {
    const driver = Object.assign(new Error('duplicate key value'), { code: '23505' });
    expect(isUniqueViolation(driver)).toBe(true);
    expect(isUniqueViolation(new Error('Failed query', { cause: driver }))).toBe(true);
    expect(
      isUniqueViolation(new Error('outer', { cause: new Error('Failed query', { cause: driver }) })),
    ).toBe(true);
  });

  it('answers false for other failures', () => {
    expect(isUniqueViolation(Object.assign(new Error('deadlock'), { code: '40P01' }))).toBe(false);
    expect(isUniqueViolation(new Error('Failed query', { cause: new Error('timeout') }))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});
