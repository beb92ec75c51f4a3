import type { countrySchema } from '@baylytics/contract/common';
import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

type Country = z.infer<typeof countrySchema>;

interface CountrySelectProps {
  countries: Country[];
  value: number | null;
  onChange: (countryId: number | null) => void;
  error?: ReactNode;
}

/** The country of an address, searchable by name. */
export function CountrySelect({ countries, value, onChange, error }: CountrySelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('fields.countryId')}
      required
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('address.noCountryFound')}
      data={countries.map((country) => ({ value: String(country.id), label: country.name }))}
      value={value === null ? null : String(value)}
      onChange={(selected) => onChange(selected ? Number(selected) : null)}
      error={error}
    />
  );
}
