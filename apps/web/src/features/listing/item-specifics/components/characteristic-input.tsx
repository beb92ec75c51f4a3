import type { AspectColumn } from '@baylytics/contract/listing-item-specifics';
import { MultiSelect, Select, TagsInput } from '@mantine/core';

interface Props {
  aspect: AspectColumn;
  value: string[];
  label: string;
  error: boolean;
  onChange: (value: string[]) => void;
}

/**
 * eBay's values of one aspect of one listing to choose from (SELECT), several where MULTI, or free-text values with
 * eBay's as suggestions (TEXTBOX, MULTI). It takes the place of the cell's plain field once that is used, focused and
 * with its choices open.
 */
export function CharacteristicInput({ aspect, value, label, error, onChange }: Props) {
  if (aspect.type === 'TEXTBOX')
    return (
      <TagsInput
        size="xs"
        aria-label={label}
        data={aspect.values}
        value={value}
        onChange={onChange}
        error={error}
        autoFocus
        defaultDropdownOpened={aspect.values.length > 0}
      />
    );
  // eBay's values and the listing's own.
  const options = [...new Set([...aspect.values, ...value])];
  if (aspect.inputMode === 'MULTI')
    return (
      <MultiSelect
        size="xs"
        aria-label={label}
        data={options}
        value={value}
        onChange={onChange}
        error={error}
        searchable
        autoFocus
        defaultDropdownOpened
      />
    );
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
      autoFocus
      defaultDropdownOpened
    />
  );
}
