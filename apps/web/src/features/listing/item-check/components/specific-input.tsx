import type { Characteristic } from '@baylytics/contract/listing-item-check';
import { Autocomplete, MultiSelect, Select, TagsInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * One item specific as a field: SELECT as a (multi) select of eBay's values, TEXTBOX as free text with eBay's
 * suggestions (tags where eBay takes several values); the listing's own values stay choosable.
 */
export function SpecificInput({
  characteristic,
  value,
  onChange,
  error,
  description,
}: {
  characteristic: Pick<
    Characteristic,
    'name' | 'type' | 'inputMode' | 'requiredFlag' | 'isRecommended' | 'values'
  >;
  value: string[];
  onChange: (value: string[]) => void;
  error: string | undefined;
  /** What the screen says under the label; 'recommended' for a recommended one unless given. */
  description?: string | undefined;
}) {
  const { t } = useTranslation();
  const common = {
    label: characteristic.name,
    required: characteristic.requiredFlag === 1,
    description:
      description ?? (characteristic.isRecommended ? t('itemCheck.specifics.recommended') : undefined),
    error,
  };
  const data = [...new Set([...characteristic.values, ...value])];
  const isMulti = characteristic.inputMode === 'MULTI';
  if (characteristic.type === 'SELECT')
    return isMulti ? (
      <MultiSelect {...common} data={data} value={value} onChange={onChange} searchable clearable />
    ) : (
      <Select
        {...common}
        data={data}
        value={value[0] ?? null}
        onChange={(v) => onChange(v ? [v] : [])}
        searchable
        clearable
      />
    );
  return isMulti ? (
    <TagsInput {...common} data={data} value={value} onChange={onChange} />
  ) : (
    <Autocomplete {...common} data={data} value={value[0] ?? ''} onChange={(v) => onChange(v ? [v] : [])} />
  );
}
