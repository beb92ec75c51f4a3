/**
 * The item check's wizard (spec 002 §2, §9): five steps in this order, the progress counted out of five. The
 * variant step is skipped when the listing has no variants.
 */
export const wizardSteps = ['title', 'categories', 'specifics', 'variant', 'mobile'] as const;
export type WizardStep = (typeof wizardSteps)[number];
export const wizardStepCount = wizardSteps.length;

const lastStep = wizardStepCount - 1;

export function isSkipped(step: WizardStep, hasVariants: boolean): boolean {
  return step === 'variant' && !hasVariants;
}

/** The step after `index` (0-based), passing skipped ones; the last step stays. */
export function nextStep(index: number, hasVariants: boolean): number {
  let next = Math.min(index + 1, lastStep);
  while (next < lastStep && isSkipped(wizardSteps[next] ?? 'title', hasVariants)) next += 1;
  return next;
}

/** The step before `index`, passing skipped ones; the first step stays. */
export function previousStep(index: number, hasVariants: boolean): number {
  let previous = Math.max(index - 1, 0);
  while (previous > 0 && isSkipped(wizardSteps[previous] ?? 'title', hasVariants)) previous -= 1;
  return previous;
}

/** The progress bar's value in percent: step n of five, as 1-based n / 5. */
export function progressOf(index: number): number {
  return ((index + 1) / wizardStepCount) * 100;
}
