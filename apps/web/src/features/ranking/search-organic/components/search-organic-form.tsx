import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../../app/forms.ts';
import { useEbayCountries } from '../api.ts';
import { type SearchOrganicFormValues, searchOrganicFormSchema } from '../search-organic-values.ts';

interface SearchOrganicFormProps {
  initialValues: SearchOrganicFormValues;
  isSearching: boolean;
  onSearch: (values: SearchOrganicFormValues) => void;
}

/** Item number, keyword and marketplace country; the button stays disabled until both texts are valid. */
export function SearchOrganicForm({ initialValues, isSearching, onSearch }: SearchOrganicFormProps) {
  const { t } = useTranslation();
  const { form, field, isValid } = useSchemaForm(searchOrganicFormSchema, initialValues);
  const countries = useEbayCountries();
  const countryOptions = (countries.data ?? []).map((country) => ({
    value: String(country.id),
    label: t(`searchOrganic.countries.${country.value}`, { defaultValue: country.siteName }),
  }));

  return (
    <form onSubmit={form.onSubmit(onSearch)} noValidate>
      <Group align="flex-start" gap="md" wrap="wrap">
        <TextInput
          label={t('searchOrganic.itemNumber')}
          inputMode="numeric"
          required
          w={200}
          {...field('itemNumber')}
        />
        <TextInput
          label={t('searchOrganic.keyword')}
          required
          miw={260}
          style={{ flex: 1 }}
          {...field('keyword')}
        />
        <Select
          label={t('searchOrganic.country')}
          data={countryOptions}
          allowDeselect={false}
          w={200}
          {...field('countryId')}
        />
        <Button
          type="submit"
          mt={25}
          leftSection={<IconSearch size={16} />}
          disabled={!isValid}
          loading={isSearching}
        >
          {t('searchOrganic.search')}
        </Button>
      </Group>
    </form>
  );
}
