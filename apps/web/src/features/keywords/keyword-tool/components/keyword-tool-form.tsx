import { keywordTool } from '@baylytics/contract/keyword-tool';
import { Button, Fieldset, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../../app/forms.ts';
import { SitePicker } from '../../../../app/list/site-picker.tsx';
import { pickedNumberSchema, querySchemaOf } from '../../../../app/request-schemas.ts';
import type { KeywordToolSearch } from '../api.ts';
import { siteIdOf } from '../search-params.ts';

const toolQuery = querySchemaOf(keywordTool);

/** The keyword tool's rules for the keyword and the site; the site is the site picker's text here. */
const keywordToolFormSchema = toolQuery
  .pick({ keyword: true })
  .extend({ eBaySiteId: pickedNumberSchema(toolQuery.shape.eBaySiteId) });

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
  const { form, field } = useSchemaForm(keywordToolFormSchema, {
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
      <Fieldset variant="unstyled" disabled={isSearching}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            {...field('keyword')}
            label={t('keywordTool.keyword')}
            placeholder={t('keywordTool.keywordPlaceholder')}
            error={form.errors.keyword ? t('keywordTool.pleaseEnterKeyword') : undefined}
            maxLength={toolQuery.shape.keyword.maxLength ?? undefined}
            required
            w={320}
          />
          <SitePicker
            {...field('eBaySiteId')}
            value={form.getValues().eBaySiteId}
            label={t('keywordTool.site')}
            allowDeselect={false}
            w={240}
          />
          <Button type="submit" mt={25} leftSection={<IconSearch size={16} />} loading={isSearching}>
            {t('keywordTool.search')}
          </Button>
        </Group>
      </Fieldset>
    </form>
  );
}
