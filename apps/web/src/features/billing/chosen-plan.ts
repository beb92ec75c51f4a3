import { type Plan, planSchema } from '@baylytics/contract/billing';

// The plan chosen on /buy/select-plan, for the summary on /buy/purchase; this tab only, so a stale choice
// does not follow the user into another visit. The server checks the plan again when the payment starts.
const storageKey = 'buy_plan';

export function rememberChosenPlan(plan: Plan): void {
  sessionStorage.setItem(storageKey, JSON.stringify(plan));
}

export function chosenPlan(): Plan | null {
  try {
    const parsed = planSchema.safeParse(JSON.parse(sessionStorage.getItem(storageKey) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function forgetChosenPlan(): void {
  sessionStorage.removeItem(storageKey);
}
