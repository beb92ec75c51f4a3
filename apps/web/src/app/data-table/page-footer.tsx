import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface PageFooterProps {
  /** Rows across all pages, as the list answer's `total` says. */
  total: number;
  pageIndex: number;
  pageSize: number;
  onPageChange: (pageIndex: number) => void;
  /** Translation key of the count, with plural forms (e.g. `billing.invoices.total`). */
  totalKey: string;
}

/** Under every paged table: how many rows there are, and the page control. */
export function PageFooter({ total, pageIndex, pageSize, onPageChange, totalKey }: PageFooterProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {t(totalKey, { count: total })}
      </Text>
      <Pagination
        total={Math.max(1, Math.ceil(total / pageSize))}
        value={pageIndex}
        onChange={onPageChange}
        size="sm"
        getControlProps={(control) => ({ 'aria-label': t(`layout.pageControl.${control}`) })}
      />
    </Group>
  );
}
