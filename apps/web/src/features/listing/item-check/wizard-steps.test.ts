import { describe, expect, it } from 'vitest';
import { nextStep, previousStep, progressOf, wizardStepCount, wizardSteps } from './wizard-steps.ts';

describe('the item check wizard', () => {
  it('has five steps: title, categories, item specifics, variant, mobile description', () => {
    expect(wizardSteps).toEqual(['title', 'categories', 'specifics', 'variant', 'mobile']);
    expect(wizardStepCount).toBe(5);
    expect(progressOf(0)).toBe(20);
    expect(progressOf(4)).toBe(100);
  });

  it('walks every step of a listing with variants', () => {
    const forward = [0, 1, 2, 3].map((i) => nextStep(i, true));
    expect(forward).toEqual([1, 2, 3, 4]);
    expect(nextStep(4, true)).toBe(4);
    expect([4, 3, 2, 1].map((i) => previousStep(i, true))).toEqual([3, 2, 1, 0]);
    expect(previousStep(0, true)).toBe(0);
  });

  it('skips the variant step of a listing without variants, both ways', () => {
    expect(nextStep(2, false)).toBe(4);
    expect(previousStep(4, false)).toBe(2);
    expect(nextStep(1, false)).toBe(2);
  });
});
