import { itemSpecificsInputDebounceMs } from '@baylytics/contract/listing-item-specifics';
import { type RefObject, useEffect, useRef } from 'react';
import type { OnEdit } from '../editor-rows.ts';

/** The cell a plain field belongs to: the listing named by its row, the aspect named by the field. */
function cellOf(
  target: EventTarget | null,
): { itemNumber: string; aspect: string; field: HTMLInputElement } | null {
  if (!(target instanceof HTMLInputElement)) return null;
  const aspect = target.dataset.aspect;
  const itemNumber = target.closest<HTMLElement>('tr[data-item]')?.dataset.item;
  return aspect && itemNumber ? { itemNumber, aspect, field: target } : null;
}

/**
 * One set of listeners on the box around the editor's table for every plain field in it, instead of handlers,
 * state and a timer per cell (bench/editor-profile.ts: a page of listings mounts hundreds of fields). Typing in a
 * free-text field hands its value on 100 ms after the last key (spec 002 §9); focusing, clicking or pressing a key in
 * a field of eBay's choices opens its combobox (`onOpen`). eBay's comboboxes, once open, are ordinary React controls
 * and carry no `data-aspect`, so these listeners leave them alone.
 */
export function useFieldEvents(
  onEdit: RefObject<OnEdit>,
  onOpen: RefObject<(itemNumber: string, aspect: string) => void>,
): RefObject<HTMLDivElement | null> {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const timers = new Map<string, number>();
    const onInput = (event: Event) => {
      const cell = cellOf(event.target);
      if (!cell || cell.field.readOnly) return;
      const key = `${cell.itemNumber}\u0000${cell.aspect}`;
      window.clearTimeout(timers.get(key));
      const text = cell.field.value;
      timers.set(
        key,
        window.setTimeout(() => {
          timers.delete(key);
          onEdit.current(cell.itemNumber, cell.aspect, text.trim() ? [text] : []);
        }, itemSpecificsInputDebounceMs),
      );
    };
    const onUse = (event: Event) => {
      const cell = cellOf(event.target);
      if (cell?.field.readOnly) onOpen.current(cell.itemNumber, cell.aspect);
    };
    element.addEventListener('input', onInput);
    for (const type of ['focusin', 'click', 'keydown']) element.addEventListener(type, onUse);
    return () => {
      element.removeEventListener('input', onInput);
      for (const type of ['focusin', 'click', 'keydown']) element.removeEventListener(type, onUse);
      for (const timer of timers.values()) window.clearTimeout(timer);
    };
  }, [onEdit, onOpen]);
  return box;
}
