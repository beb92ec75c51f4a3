import { Button, Fieldset, Group, Paper, Switch, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../../app/forms.ts';
import { SitePicker } from '../../../../app/list/site-picker.tsx';
import {
  type KeywordProSearchFormValues,
  keywordProSearchFormSchema,
  termsMaxLength,
} from '../keyword-pro-search-values.ts';

interface KeywordProSearchFormProps {
  /** The search the address holds; the page gives the form a new key when it changes (back button, link). */
  initialValues: KeywordProSearchFormValues;
  isSearching: boolean;
  onSearch: (values: KeywordProSearchFormValues) => void;
}

/** Keyword Pro's search (spec 001 §2.5): terms (any, or all with AND), site and category id. */
export function KeywordProSearchForm({ initialValues, isSearching, onSearch }: KeywordProSearchFormProps) {
  const { t } = useTranslation();
  const { form, field } = useSchemaForm(keywordProSearchFormSchema, initialValues);
  return (
    <Paper
      withBorder
      p="md"
      component="form"
      onSubmit={form.onSubmit(onSearch)}
      noValidate
      aria-label={t('keywordPro.form')}
    >
      <Fieldset variant="unstyled" disabled={isSearching}>
        <Group align="flex-start" wrap="wrap">
          <TextInput
            label={t('keywordPro.keyword')}
            maxLength={termsMaxLength}
            style={{ flex: 2, minWidth: 220 }}
            {...field('text')}
          />
          <Switch
            label={t('keywordPro.useAnd')}
            mt={32}
            {...form.getInputProps('useAnd', { type: 'checkbox' })}
          />
          <SitePicker
            label={t('keywordPro.marketplace')}
            allowDeselect={false}
            w={240}
            {...field('eBaySiteId')}
            value={form.getValues().eBaySiteId}
          />
          <TextInput
            label={t('keywordPro.categoryId')}
            inputMode="numeric"
            w={160}
            {...field('categoryId')}
          />
          <Button type="submit" mt={25} leftSection={<IconSearch size={16} />} loading={isSearching}>
            {t('keywordPro.search')}
          </Button>
        </Group>
      </Fieldset>
    </Paper>
  );
}
