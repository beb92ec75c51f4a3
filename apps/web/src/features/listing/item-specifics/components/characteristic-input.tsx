import type { AspectColumn } from '@baylytics/contract/listing-item-specifics';
import { itemSpecificsInputDebounceMs } from '@baylytics/contract/listing-item-specifics';
import { MultiSelect, Select, TagsInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { type ReactNode, useEffect, useState } from 'react';
import classes from './characteristic-field.module.css';

interface Props {
  aspect: AspectColumn;
  value: string[];
  label: string;
  onChange: (value: string[]) => void;
}

/** A free-text value, handed on 100 ms after the last key (spec 002 §9). */
function DebouncedText({
  value,
  label,
  onChange,
  error,
}: Omit<Props, 'aspect' | 'value'> & { value: string; error: boolean }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = useDebouncedCallback(
    (next: string) => onChange(next.trim() ? [next] : []),
    itemSpecificsInputDebounceMs,
  );
  return (
    <input
      className={classes.field}
      type="text"
      aria-label={label}
      aria-invalid={error || undefined}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
    />
  );
}

/**
 * eBay's choices mount when the field is first used. A page of 100 listings with every aspect of the category as a
 * combobox mounted thousands of them at once: 20 s in Chromium before the page took input (bench/editor-page-timings.ts).
 * Until then a plain read-only input shows the values, is named and flagged like the control, and opens it when it
 * is focused (Tab), clicked, or when a key is pressed in it.
 */
function OnFirstUse({
  label,
  value,
  error,
  control,
}: {
  label: string;
  value: string[];
  error: boolean;
  control: (opened: boolean) => ReactNode;
}) {
  const [isUsed, setUsed] = useState(false);
  if (isUsed) return <>{control(true)}</>;
  return (
    <input
      className={classes.field}
      type="text"
      aria-label={label}
      aria-haspopup="listbox"
      aria-invalid={error || undefined}
      readOnly
      value={value.join(', ')}
      onFocus={() => setUsed(true)}
      onClick={() => setUsed(true)}
      onKeyDown={() => setUsed(true)}
    />
  );
}

/** One aspect of one listing: eBay's values to choose from (SELECT) or free text (TEXTBOX), several where MULTI. */
export function CharacteristicInput({ aspect, value, label, onChange }: Props) {
  const error = aspect.isRequired && value.length === 0;
  // eBay's values and the listing's own, built only once the control is in use.
  const optionsOf = () => [...new Set([...aspect.values, ...value])];
  if (aspect.inputMode === 'MULTI') {
    return (
      <OnFirstUse
        label={label}
        value={value}
        error={error}
        control={(opened) =>
          aspect.type === 'SELECT' ? (
            <MultiSelect
              size="xs"
              aria-label={label}
              data={optionsOf()}
              value={value}
              onChange={onChange}
              error={error}
              searchable
              autoFocus={opened}
              defaultDropdownOpened={opened}
            />
          ) : (
            <TagsInput
              size="xs"
              aria-label={label}
              data={aspect.values}
              value={value}
              onChange={onChange}
              error={error}
              autoFocus={opened}
              defaultDropdownOpened={opened && aspect.values.length > 0}
            />
          )
        }
      />
    );
  }
  if (aspect.type === 'SELECT')
    return (
      <OnFirstUse
        label={label}
        value={value}
        error={error}
        control={(opened) => (
          <Select
            size="xs"
            aria-label={label}
            data={optionsOf()}
            value={value[0] ?? null}
            onChange={(next) => onChange(next ? [next] : [])}
            error={error}
            searchable
            clearable
            autoFocus={opened}
            defaultDropdownOpened={opened}
          />
        )}
      />
    );
  return <DebouncedText label={label} value={value[0] ?? ''} onChange={onChange} error={error} />;
}
