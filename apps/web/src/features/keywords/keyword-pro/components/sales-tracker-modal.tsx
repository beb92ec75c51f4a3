import { salesTrackerItems } from '@baylytics/contract/keyword-pro';
import { Alert, Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../../../app/api-error-message.ts';
import { Dialog } from '../../../../app/dialog.tsx';
import { useFormat } from '../../../../app/format/use-format.ts';
import { SalesChart, VariantItemBlock, variantToolParams } from '../../../research/public.ts';
import { useSalesTracker } from '../api.ts';

/**
 * The sales tracker (spec 001 §2.5, the variant tool in a modal): for the listings the keyword's latest crawl
 * ranked first, their sales per day and month, revenue and sales per variation, with the daily sales chart.
 */
export default function SalesTrackerModal({
  keyword,
  eBaySiteId,
  onClose,
}: {
  keyword: string;
  eBaySiteId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const tracker = useSalesTracker(keyword, eBaySiteId);
  const data = tracker.data;
  const error = tracker.error ? apiErrorMessage(tracker.error) : null;
  const itemNumbers = data?.items.map((item) => item.itemNumber) ?? [];
  return (
    <Dialog opened onClose={onClose} size="90%" title={t('keywordPro.salesTrackerModal.title', { keyword })}>
      {tracker.isPending && (
        <Center py="xl">
          <Loader aria-label={t('layout.loading')} />
        </Center>
      )}
      {error && (
        <Alert color="red" role="alert" title={t('keywordPro.salesTrackerModal.loadError')}>
          {t(error.key, error.values)}
        </Alert>
      )}
      {data && (
        <Stack gap="lg">
          {data.crawledAt === null ? (
            <Text c="dimmed">
              {t('keywordPro.ranking.empty')} {t('keywordPro.ranking.emptyHint')}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t('keywordPro.salesTrackerModal.source', {
                count: salesTrackerItems,
                date: format.dateTime(data.crawledAt),
              })}{' '}
              {itemNumbers.length > 0 && (
                <Anchor
                  component={Link}
                  to={`/app/product-research/variants-tool?${variantToolParams({ mode: 'itemNumbers', itemNumbers })}`}
                >
                  {t('keywordPro.salesTrackerModal.openInVariantTool')}
                </Anchor>
              )}
            </Text>
          )}
          {data.crawledAt !== null && data.items.length === 0 && (
            <Text c="dimmed">{t('keywordPro.salesTrackerModal.noListings')}</Text>
          )}
          {data.soldByDate.length > 0 && <SalesChart soldByDate={data.soldByDate} />}
          {data.items.map((item) => (
            <VariantItemBlock key={item.itemNumber} item={item} />
          ))}
        </Stack>
      )}
    </Dialog>
  );
}
