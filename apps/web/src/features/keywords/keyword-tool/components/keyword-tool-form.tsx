import { keywordToolQuery } from '@baylytics/contract/keyword-tool';
import { marketplaces } from '@baylytics/contract/marketplaces';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSchemaForm } from '../../../../app/forms.ts';
import type { KeywordToolSearch } from '../api.ts';
import { siteIdOf } from '../search-params.ts';

/** The contract's keyword rule; the site is a select's text here. */
const formSchema = keywordToolQuery.pick({ keyword: true }).extend({ eBaySiteId: z.string() });

/** Keyword (required) and marketplace site; searching puts both into the URL. */
export function KeywordToolForm({
  initial,
  isSearching,
  onSearch,
}: {
  initial: KeywordToolSearch | null;
  isSearching: boolean;
  onSearch: (search: KeywordToolSearch) => void;
}) {
  const { t } = useTranslation();
  const { form } = useSchemaForm(formSchema, {
    keyword: initial?.keyword ?? '',
    eBaySiteId: String(initial?.eBaySiteId ?? 77),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        onSearch({ keyword: values.keyword.trim(), eBaySiteId: siteIdOf(values.eBaySiteId) }),
      )}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          {...form.getInputProps('keyword')}
          label={t('keywordTool.keyword')}
          placeholder={t('keywordTool.keywordPlaceholder')}
          error={form.errors.keyword ? t('keywordTool.pleaseEnterKeyword') : undefined}
          required
          w={320}
        />
        <Select
          {...form.getInputProps('eBaySiteId')}
          label={t('keywordTool.site')}
          data={marketplaces.map((site) => ({
            value: String(site.eBaySiteId),
            label: t(`keywordTool.sites.${site.eBaySiteId}`),
          }))}
          allowDeselect={false}
          w={200}
        />
        <Button type="submit" mt={25} leftSection={<IconSearch size={16} />} loading={isSearching}>
          {t('keywordTool.search')}
        </Button>
      </Group>
    </form>
  );
}
