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

/** Typing not handed on yet, per cell: its debounce timer and what it hands on. */
type Waiting = Map<string, { timer: number; handOn: () => void }>;

function handOn(waiting: Waiting, key: string): void {
  const entry = waiting.get(key);
  if (!entry) return;
  window.clearTimeout(entry.timer);
  waiting.delete(key);
  entry.handOn();
}

/** What the editor holds of its fields: the box to put them in, and a way to hand on typing still waiting. */
export interface FieldEvents {
  box: RefObject<HTMLDivElement | null>;
  /** Hands on at once every value still inside its debounce, so that saving never misses the last keys. */
  flush: () => void;
}

/**
 * One set of listeners on the box around the editor's table for every plain field in it, instead of handlers,
 * state and a timer per cell (bench/editor-profile.ts: a page of listings mounts hundreds of fields). Typing in a
 * free-text field hands its value on 100 ms after the last key (spec 002 §9), or as soon as the field loses the focus
 * or `flush` is called; focusing, clicking or pressing a key in a field of eBay's choices opens its combobox
 * (`onOpen`). eBay's comboboxes, once open, are ordinary React controls and carry no `data-aspect`, so these
 * listeners leave them alone.
 */
export function useFieldEvents(
  onEdit: RefObject<OnEdit>,
  onOpen: RefObject<(itemNumber: string, aspect: string) => void>,
): FieldEvents {
  const box = useRef<HTMLDivElement>(null);
  const waiting = useRef<Waiting>(new Map());
  const flush = useRef(() => {
    for (const key of [...waiting.current.keys()]) handOn(waiting.current, key);
  });
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const pending = waiting.current;
    const keyOf = (cell: { itemNumber: string; aspect: string }) => `${cell.itemNumber}\u0000${cell.aspect}`;
    const onInput = (event: Event) => {
      const cell = cellOf(event.target);
      if (!cell || cell.field.readOnly) return;
      const key = keyOf(cell);
      window.clearTimeout(pending.get(key)?.timer);
      const text = cell.field.value;
      pending.set(key, {
        timer: window.setTimeout(() => handOn(pending, key), itemSpecificsInputDebounceMs),
        handOn: () => onEdit.current(cell.itemNumber, cell.aspect, text.trim() ? [text] : []),
      });
    };
    const onLeave = (event: Event) => {
      const cell = cellOf(event.target);
      if (cell) handOn(pending, keyOf(cell));
    };
    const onUse = (event: Event) => {
      const cell = cellOf(event.target);
      if (cell?.field.readOnly) onOpen.current(cell.itemNumber, cell.aspect);
    };
    element.addEventListener('input', onInput);
    element.addEventListener('focusout', onLeave);
    for (const type of ['focusin', 'click', 'keydown']) element.addEventListener(type, onUse);
    return () => {
      element.removeEventListener('input', onInput);
      element.removeEventListener('focusout', onLeave);
      for (const type of ['focusin', 'click', 'keydown']) element.removeEventListener(type, onUse);
      for (const { timer } of pending.values()) window.clearTimeout(timer);
      pending.clear();
    };
  }, [onEdit, onOpen]);
  return { box, flush: flush.current };
}
