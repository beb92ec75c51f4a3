import { useSyncExternalStore } from 'react';

/**
 * The sign-in pages arrive prerendered (docs/decisions/prerendered-sign-in-pages.md): a visitor sees their forms,
 * and may type into them, before the page's script runs. The entry notes the prerendered fields just before React
 * takes the page over; each form then takes what was typed into its fields, once.
 */
let typedFields = new Map<string, HTMLInputElement>();
let focusedField: string | null = null;

/** Notes the prerendered fields in `element` (inputs marked `data-field`) and the one that has the focus. */
export function keepTypedFields(element: HTMLElement): void {
  typedFields = new Map();
  for (const input of element.querySelectorAll<HTMLInputElement>('input[data-field]'))
    if (input.dataset.field) typedFields.set(input.dataset.field, input);
  const active = document.activeElement;
  focusedField =
    active instanceof HTMLInputElement && element.contains(active) ? (active.dataset.field ?? null) : null;
}

/**
 * What was typed into the prerendered fields `names` (read now: typing may go on while React takes over), each
 * non-empty one; answered once, later forms start as they always did. A field that had the focus and was drawn anew
 * gets it back.
 */
export function takeTypedValues<Name extends string>(names: readonly Name[]): Partial<Record<Name, string>> {
  const typed: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const input = typedFields.get(name);
    if (input?.value) typed[name] = input.value;
    if (input && !input.isConnected && focusedField === name)
      document.querySelector<HTMLInputElement>(`input[data-field="${name}"]`)?.focus();
  }
  typedFields = new Map();
  focusedField = null;
  return typed;
}

const noSubscription = () => () => {};

/**
 * False in the prerendered page and while React hydrates it, true once the page's script runs it: the submit
 * button stays disabled until then, so pressing Enter in a field cannot send the form as a plain GET.
 */
export function useIsInteractive(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
