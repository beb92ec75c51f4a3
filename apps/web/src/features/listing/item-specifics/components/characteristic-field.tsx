import type { AspectColumn } from '@baylytics/contract/listing-item-specifics';
import type { ReactNode, RefObject } from 'react';
import { type EditorRow, type OnEdit, savedValue, shownValue } from '../editor-rows.ts';
import classes from './characteristic-field.module.css';
import { CharacteristicInput } from './characteristic-input.tsx';

/**
 * One aspect of one listing as its cell shows it. A page of 100 listings with every aspect of the category as a
 * combobox mounted thousands of them at once: 20 s in Chromium before the page took input
 * (bench/editor-page-timings.ts). So a cell is one plain input styled like Mantine's, without state or handlers of
 * its own (the box around the table listens for all of them, `use-field-events.ts`):
 * - a single free-text value is typed into it directly;
 * - eBay's choices (and several free-text values) show read-only, named and flagged like the control, until the
 *   field is focused (Tab), clicked or typed in: then the combobox opens in its place (`row.open`).
 */
export function characteristicField(
  aspect: AspectColumn,
  row: EditorRow,
  label: string,
  onEdit: RefObject<OnEdit>,
): ReactNode {
  const value = shownValue(row, aspect.name);
  const error = aspect.isRequired && value.length === 0;
  if (row.open === aspect.name)
    return (
      <CharacteristicInput
        aspect={aspect}
        value={value}
        label={label}
        error={error}
        onChange={(next) => onEdit.current(row.item.itemNumber, aspect.name, next)}
      />
    );
  if (aspect.type === 'TEXTBOX' && aspect.inputMode !== 'MULTI')
    return (
      <input
        // What the seller types stays in the field (it is not drawn again per key); a new saved value from the
        // server (saved, restored) puts a new field with it in its place.
        key={savedValue(row.item, aspect.name).join('\u0000')}
        className={classes.field}
        type="text"
        aria-label={label}
        aria-invalid={error || undefined}
        defaultValue={value[0] ?? ''}
        data-aspect={aspect.name}
      />
    );
  return (
    <input
      className={classes.field}
      type="text"
      aria-label={label}
      aria-haspopup="listbox"
      aria-invalid={error || undefined}
      readOnly
      value={value.join(', ')}
      data-aspect={aspect.name}
    />
  );
}
