import type { RelatedKeyword } from '@baylytics/contract/keyword-tool';
import { Group, Paper, Progress, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TableFrame } from '../../../../app/list/table-frame.tsx';

/** Keywords of our database around the keyword, best first: value bar and eBay's result count. */
export function RelatedKeywordsTable({
  keywords,
  isStale,
}: {
  keywords: readonly RelatedKeyword[];
  isStale: boolean;
}) {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'de-DE');
  const title = t('keywordTool.keywords');
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={4} mb="sm">
        {title}
      </Title>
      {keywords.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('keywordTool.noKeywords')}
        </Text>
      ) : (
        <TableFrame isStale={isStale} minWidth={480}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('keywordTool.columns.keyword')}</Table.Th>
              <Table.Th w={220}>{t('keywordTool.columns.value')}</Table.Th>
              <Table.Th w={160} ta="right">
                {t('keywordTool.columns.showInKeyword')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {keywords.map((row) => (
              <Table.Tr key={row.keyword}>
                <Table.Td>{row.keyword}</Table.Td>
                <Table.Td>
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
                </Table.Td>
                <Table.Td ta="right">{numbers.format(row.showInKeyword)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </TableFrame>
      )}
    </Paper>
  );
}
