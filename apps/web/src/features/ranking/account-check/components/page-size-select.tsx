import { accountCheckPageSizes } from '@baylytics/contract/account-check';
import { Group, Select, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Rows per page (spec 001 §9: 25, 50, 100, 150, 200), beside the page control. */
export function PageSizeSelect({ value, onChange }: { value: number; onChange: (pageSize: number) => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed" id={labelId}>
        {t('accountCheck.toolbar.pageSize')}
      </Text>
      <Select
        size="xs"
        w={80}
        aria-labelledby={labelId}
        data={accountCheckPageSizes.map(String)}
        value={String(value)}
        onChange={(next) => next && onChange(Number.parseInt(next, 10))}
        allowDeselect={false}
      />
    </Group>
  );
}
