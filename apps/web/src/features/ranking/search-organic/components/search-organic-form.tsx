import { Button, Fieldset, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../../app/forms.ts';
import { SitePicker } from '../../../../app/list/site-picker.tsx';
import { type SearchOrganicFormValues, searchOrganicFormSchema } from '../search-organic-values.ts';

interface SearchOrganicFormProps {
  initialValues: SearchOrganicFormValues;
  isSearching: boolean;
  onSearch: (values: SearchOrganicFormValues) => void;
}

/** Item number, keyword and marketplace country; pressing the button with a field missing or wrong says which. */
export function SearchOrganicForm({ initialValues, isSearching, onSearch }: SearchOrganicFormProps) {
  const { t } = useTranslation();
  const { form, field } = useSchemaForm(searchOrganicFormSchema, initialValues);

  return (
    <form onSubmit={form.onSubmit(onSearch)} noValidate>
      <Fieldset variant="unstyled" disabled={isSearching}>
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
          <SitePicker
            label={t('searchOrganic.country')}
            allowDeselect={false}
            w={240}
            {...field('eBaySiteId')}
            value={form.getValues().eBaySiteId}
          />
          <Button type="submit" mt={25} leftSection={<IconSearch size={16} />} loading={isSearching}>
            {t('searchOrganic.search')}
          </Button>
        </Group>
      </Fieldset>
    </form>
  );
}
