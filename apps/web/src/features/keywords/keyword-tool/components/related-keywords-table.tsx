import type { RelatedKeyword } from '@baylytics/contract/keyword-tool';
import { Group, Paper, Progress, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../app/format/use-format.ts';
import { type DataColumn, DataTable } from '../../../../app/list/data-table.tsx';

/** The related keywords are part of an answer already in hand. */
const loaded = { isPending: false, isError: false, error: null };

/** Keywords of our database around the keyword, best first: value bar and eBay's result count. */
export function RelatedKeywordsTable({
  keywords,
  isStale,
}: {
  keywords: readonly RelatedKeyword[];
  isStale: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const title = t('keywordTool.keywords');
  const columns = useMemo<DataColumn<RelatedKeyword>[]>(
    () => [
      { id: 'keyword', header: t('keywordTool.columns.keyword'), cell: (row) => row.keyword },
      {
        id: 'value',
        header: t('keywordTool.columns.value'),
        width: 220,
        cell: (row) => (
          <Group gap="xs" wrap="nowrap">
            <Progress
              value={row.value}
              w={140}
              aria-label={t('keywordTool.columns.value')}
              color={row.value >= 60 ? 'teal' : row.value >= 30 ? 'yellow' : 'gray'}
            />
            <Text size="sm" w={28} ta="right">
              {row.value}
            </Text>
          </Group>
        ),
      },
      {
        id: 'showInKeyword',
        header: t('keywordTool.columns.showInKeyword'),
        width: 160,
        align: 'right',
        cell: (row) => format.number(row.showInKeyword),
      },
    ],
    [t, format],
  );
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={4} mb="sm">
        {title}
      </Title>
      <DataTable
        columns={columns}
        rows={keywords}
        rowId={(row) => row.keyword}
        label={title}
        state={loaded}
        errorTitle={t('keywordTool.error')}
        empty={{ message: t('keywordTool.noKeywords'), hint: t('keywordTool.noKeywordsHint') }}
        isStale={isStale}
        minWidth={480}
      />
    </Paper>
  );
}
