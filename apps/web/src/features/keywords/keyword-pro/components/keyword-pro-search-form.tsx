import { Button, Group, Paper, Switch, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SitePicker } from '../../../../app/list/site-picker.tsx';
import { searchKeyword } from '../keyword-pro-helpers.ts';

export interface KeywordProSearchValues {
  keyword: string;
  useAnd: boolean;
  site: string;
  category: string;
}

/**
 * Keyword Pro's search: keyword (terms joined with OR, or AND with the switch), site and category id. It shows
 * the search the address holds, so the back button and a shared link fill it in.
 */
export function KeywordProSearchForm({
  values,
  isSearching,
  onSearch,
}: {
  values: KeywordProSearchValues;
  isSearching: boolean;
  onSearch: (values: KeywordProSearchValues) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(values);
  const [formError, setFormError] = useState<string | null>(null);
  const { keyword, useAnd, site, category } = values;
  useEffect(() => setDraft({ keyword, useAnd, site, category }), [keyword, useAnd, site, category]);
  const categoryValid = /^\d*$/.test(draft.category.trim());

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!categoryValid) return;
    const categoryId = Number(draft.category.trim() || 0);
    if (!searchKeyword(draft.keyword, draft.useAnd) && categoryId === 0) {
      setFormError('keywordPro.pleaseEnterKeywordOrCategory');
      return;
    }
    setFormError(null);
    onSearch({ ...draft, keyword: draft.keyword.trim(), category: draft.category.trim() });
  };

  return (
    <Paper
      withBorder
      p="md"
      component="form"
      onSubmit={onSubmit}
      noValidate
      aria-label={t('keywordPro.form')}
    >
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('keywordPro.keyword')}
          value={draft.keyword}
          onChange={(event) => setDraft({ ...draft, keyword: event.currentTarget.value })}
          maxLength={200}
          style={{ flex: 2, minWidth: 220 }}
        />
        <Switch
          label={t('keywordPro.useAnd')}
          checked={draft.useAnd}
          onChange={(event) => setDraft({ ...draft, useAnd: event.currentTarget.checked })}
          mb={8}
        />
        <SitePicker
          label={t('keywordPro.marketplace')}
          value={draft.site}
          onChange={(value) => setDraft({ ...draft, site: value ?? '77' })}
          allowDeselect={false}
          w={230}
        />
        <TextInput
          label={t('keywordPro.categoryId')}
          value={draft.category}
          onChange={(event) => setDraft({ ...draft, category: event.currentTarget.value })}
          inputMode="numeric"
          error={categoryValid ? undefined : t('keywordPro.categoryNumeric')}
          w={160}
        />
        <Button type="submit" leftSection={<IconSearch size={16} />} loading={isSearching}>
          {t('keywordPro.search')}
        </Button>
      </Group>
      {formError && (
        <Text c="red" size="sm" mt="xs" role="alert">
          {t(formError)}
        </Text>
      )}
    </Paper>
  );
}
