import type { MedianData } from '@baylytics/contract/research-median';
import { Anchor } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../app/format/use-format.ts';
import { type DataColumn, DataTable } from '../../../../app/list/data-table.tsx';

type PricePoint = MedianData['priceData'][number];

/** The rows come with the page's answer: nothing of their own to load. */
const loaded = { isPending: false, isError: false, error: null };

/** The results the medians come from, in eBay's order, with price and shipping. */
export function PriceTable({ data }: { data: MedianData }) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns = useMemo(
    (): DataColumn<PricePoint>[] => [
      {
        id: 'position',
        header: t('medianTool.position'),
        align: 'right',
        width: 70,
        cell: (p) => p.position,
      },
      {
        id: 'itemNumber',
        header: t('medianTool.itemNumber'),
        noWrap: true,
        cell: (p) =>
          p.itemWebUrl ? (
            <Anchor href={p.itemWebUrl} target="_blank" rel="noopener noreferrer" size="sm">
              {p.itemNumber}
            </Anchor>
          ) : (
            p.itemNumber
          ),
      },
      { id: 'title', header: t('medianTool.title'), cell: (p) => p.title },
      {
        id: 'price',
        header: t('medianTool.price'),
        align: 'right',
        noWrap: true,
        cell: (p) => format.money(p.price, data.currency),
      },
      {
        id: 'shipping',
        header: t('medianTool.shipping'),
        align: 'right',
        noWrap: true,
        cell: (p) =>
          p.shippingCost === null
            ? t('medianTool.unknownShipping')
            : p.shippingCost === 0
              ? t('medianTool.freeShipping')
              : format.money(p.shippingCost, data.currency),
      },
    ],
    [t, format, data.currency],
  );
  return (
    <DataTable
      columns={columns}
      rows={data.priceData}
      rowId={(p) => `${p.position}-${p.itemNumber}`}
      label={t('medianTool.resultsTable')}
      state={loaded}
      errorTitle={t('medianTool.error')}
      empty={{ message: t('medianTool.noResults') }}
      maxHeight={420}
    />
  );
}
