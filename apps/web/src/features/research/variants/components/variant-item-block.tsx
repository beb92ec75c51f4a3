import { type VariantItem, variantTablePageSize } from '@baylytics/contract/research-variants';
import { Alert, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../app/format/use-format.ts';
import { type DataColumn, DataTable } from '../../../../app/list/data-table.tsx';

type VariantRow = VariantItem['soldByVariant'][number];

/** The rows come with the page's answer: nothing of their own to load. */
const loaded = { isPending: false, isError: false, error: null };

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="lg">
        {value}
      </Text>
    </Stack>
  );
}

/** One item: title, picture, the averages per day and per month, and its variants 25 to a page. */
export function VariantItemBlock({ item }: { item: VariantItem }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [pageIndex, setPageIndex] = useState(1);
  const rows = item.soldByVariant.slice(
    (pageIndex - 1) * variantTablePageSize,
    pageIndex * variantTablePageSize,
  );
  const columns = useMemo(
    (): DataColumn<VariantRow>[] => [
      {
        id: 'variant',
        header: t('variantTool.variant'),
        cell: (row) => row.variant || t('variantTool.noVariation'),
      },
      {
        id: 'price',
        header: t('variantTool.price'),
        align: 'right',
        noWrap: true,
        cell: (row) => (row.price === null ? '–' : format.money(row.price, row.currency)),
      },
      {
        id: 'quantity',
        header: t('variantTool.quantity'),
        align: 'right',
        width: 140,
        cell: (row) => format.number(row.quantity),
      },
    ],
    [t, format],
  );
  const summary = item.summary;
  return (
    <Paper withBorder p="md" data-testid="variant-item">
      <Stack gap="md">
        <Group align="flex-start" wrap="nowrap" gap="md">
          {item.pictureUrl && (
            <Image
              src={item.pictureUrl}
              alt={t('variantTool.pictureOf', { title: item.title })}
              w={96}
              h={96}
              radius="sm"
              fit="cover"
            />
          )}
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={4}>{item.title}</Title>
            <Text size="sm" c="dimmed">
              {t('variantTool.itemNumber', { itemNumber: item.itemNumber })}
              {' · '}
              {item.observedDays > 0
                ? t('variantTool.historySince', {
                    date: format.date(item.historySince),
                    count: item.observedDays,
                  })
                : t('variantTool.historyStartsToday', { date: format.date(item.historySince) })}
            </Text>
          </Stack>
        </Group>
        {item.totalQuantity === 0 && item.observedDays > 0 && (
          <Alert color="blue" variant="light" title={t('variantTool.theItemHasNoSales')} />
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Figure label={t('variantTool.averagePerDay')} value={format.number(summary.averageQuantity, 2)} />
          <Figure
            label={t('variantTool.averagePerMonth')}
            value={format.number(summary.averageQuantityPerMonth, 2)}
          />
          <Figure
            label={t('variantTool.revenuePerDay')}
            value={format.money(summary.averageRevenue, item.currency)}
          />
          <Figure
            label={t('variantTool.revenuePerMonth')}
            value={format.money(summary.averageRevenuePerMonth, item.currency)}
          />
        </SimpleGrid>
        <DataTable
          columns={columns}
          rows={rows}
          rowId={(row) => row.variant}
          label={t('variantTool.variantsTable', { title: item.title })}
          state={loaded}
          errorTitle={t('variantTool.error')}
          empty={{ message: t('variantTool.theItemHasNoSales') }}
          pager={{
            total: item.soldByVariant.length,
            pageIndex,
            pageSize: variantTablePageSize,
            onPageChange: setPageIndex,
            totalKey: 'variantTool.variantsTotal',
          }}
        />
      </Stack>
    </Paper>
  );
}
