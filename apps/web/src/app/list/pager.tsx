import { Group, Pagination, Select, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface PagerProps {
  /** Rows across all pages, as the list answer's `total` says. */
  total: number;
  pageIndex: number;
  pageSize: number;
  onPageChange: (pageIndex: number) => void;
  /** Translation key of the count, with plural forms (e.g. `billing.invoices.total`). */
  totalKey: string;
  /** The page sizes a user may choose; without them the size is fixed. */
  pageSizes?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
}

/** Under every paged table: how many rows there are, the rows per page where they can be chosen, the page control. */
export function Pager({
  total,
  pageIndex,
  pageSize,
  onPageChange,
  totalKey,
  pageSizes,
  onPageSizeChange,
}: PagerProps) {
  const { t } = useTranslation();
  const sizeLabelId = useId();
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed">
        {t(totalKey, { count: total })}
      </Text>
      <Group gap="md">
        {pageSizes && onPageSizeChange && (
          <Group gap="xs">
            <Text size="sm" c="dimmed" id={sizeLabelId}>
              {t('list.pageSize')}
            </Text>
            <Select
              size="xs"
              w={80}
              aria-labelledby={sizeLabelId}
              data={pageSizes.map(String)}
              value={String(pageSize)}
              onChange={(next) => next && onPageSizeChange(Number.parseInt(next, 10))}
              allowDeselect={false}
            />
          </Group>
        )}
        <Pagination
          total={Math.max(1, Math.ceil(total / pageSize))}
          value={pageIndex}
          onChange={onPageChange}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': t(`layout.pageControl.${control}`) })}
        />
      </Group>
    </Group>
  );
}
