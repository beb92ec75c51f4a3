import { type ParentPlanName, parentPlanNames } from '@baylytics/contract/plans';
import { storageKeys } from '../../app/storage-keys.ts';

/** The parent plan's name as the contract spells it, whatever the case of the link. */
function asPlanName(value: string | null | undefined): ParentPlanName | null {
  const wanted = value?.trim().toLowerCase();
  return parentPlanNames.find((name) => name.toLowerCase() === wanted) ?? null;
}

/** Remembers the plan a visitor chose before registering (`parent_plan`, spec 000 §3); unknown names are ignored. */
export function rememberPlan(value: string | null | undefined): void {
  const plan = asPlanName(value);
  if (plan) localStorage.setItem(storageKeys.parentPlan, plan);
}

export function rememberedPlan(): ParentPlanName | null {
  return asPlanName(localStorage.getItem(storageKeys.parentPlan));
}
