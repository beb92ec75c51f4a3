import type { Plan } from '@baylytics/contract/billing';
import type { ParentPlanName } from '@baylytics/contract/plans';

export interface PlanRow {
  id: number;
  name: string;
  parentName: string;
  numberOfMonth: number;
  priceMonth: string;
  taxRate: string;
  trialDays: number;
  initialPrice: string;
  planTag: string | null;
}

/** Cents avoid binary rounding: every amount is rounded once, half up, to the cent. */
const toCents = (value: string | number) => Math.round(Number(value) * 100);
const fromCents = (cents: number) => cents / 100;

export interface Charge {
  net: number;
  tax: number;
  gross: number;
}

export function chargeOf(netCents: number, taxRate: number): Charge {
  const taxCents = Math.round((netCents * taxRate) / 100);
  return { net: fromCents(netCents), tax: fromCents(taxCents), gross: fromCents(netCents + taxCents) };
}

/** A trial applies unless the plan is tagged 'ohne' (German: without). */
export function hasTrial(plan: Pick<PlanRow, 'trialDays' | 'planTag'>): boolean {
  return plan.trialDays > 0 && plan.planTag !== 'ohne';
}

/** What one billing cycle costs. */
export function cycleCharge(plan: PlanRow): Charge {
  return chargeOf(toCents(plan.priceMonth) * plan.numberOfMonth, Number(plan.taxRate));
}

/** What is charged on booking: the trial's initial price, or the first cycle. */
export function firstCharge(plan: PlanRow): Charge {
  return hasTrial(plan) ? chargeOf(toCents(plan.initialPrice), Number(plan.taxRate)) : cycleCharge(plan);
}

export function toPlan(plan: PlanRow, isChecked: boolean): Plan {
  const today = firstCharge(plan);
  return {
    id: plan.id,
    name: plan.name,
    parentName: plan.parentName as ParentPlanName,
    priceMonth: Number(plan.priceMonth),
    priceSummary: cycleCharge(plan).net,
    numberOfMonth: plan.numberOfMonth,
    planTag: plan.planTag,
    trial: hasTrial(plan) ? plan.trialDays : 0,
    initialPrice: hasTrial(plan) ? Number(plan.initialPrice) : 0,
    taxRate: Number(plan.taxRate),
    vat: today.tax,
    payToday: today.gross,
    checked: isChecked,
  };
}
