import type { AspectColumn } from '@baylytics/contract/listing-item-specifics';
import { itemSpecificsInputDebounceMs } from '@baylytics/contract/listing-item-specifics';
import { MultiSelect, Select, TagsInput, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';

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
    <TextInput
      size="xs"
      aria-label={label}
      value={text}
      error={error}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
    />
  );
}

/** One aspect of one listing: eBay's values to choose from (SELECT) or free text (TEXTBOX), several where MULTI. */
export function CharacteristicInput({ aspect, value, label, onChange }: Props) {
  const error = aspect.isRequired && value.length === 0;
  const options = [...new Set([...aspect.values, ...value])];
  if (aspect.inputMode === 'MULTI') {
    return aspect.type === 'SELECT' ? (
      <MultiSelect
        size="xs"
        aria-label={label}
        data={options}
        value={value}
        onChange={onChange}
        error={error}
        searchable
      />
    ) : (
      <TagsInput
        size="xs"
        aria-label={label}
        data={aspect.values}
        value={value}
        onChange={onChange}
        error={error}
      />
    );
  }
  if (aspect.type === 'SELECT')
    return (
      <Select
        size="xs"
        aria-label={label}
        data={options}
        value={value[0] ?? null}
        onChange={(next) => onChange(next ? [next] : [])}
        error={error}
        searchable
        clearable
      />
    );
  return <DebouncedText label={label} value={value[0] ?? ''} onChange={onChange} error={error} />;
}
