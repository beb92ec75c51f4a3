import type { ParentPlanName } from '@baylytics/contract/plans';
import { Button, Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../../app/format/numbers.ts';

interface ParentPlanCardProps {
  name: ParentPlanName;
  priceMonthFrom: number;
  onBuy: (name: ParentPlanName) => void;
}

/** One package: its name, what it is for, the lowest monthly price over the cycles, and Buy. */
export function ParentPlanCard({ name, priceMonthFrom, onBuy }: ParentPlanCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="sm" radius="md">
      <Stack gap={6} h="100%">
        <Text fw={700} size="lg">
          {name}
        </Text>
        <Text size="xs" c="dimmed" style={{ flexGrow: 1 }}>
          {t(`billing.parentPlans.descriptions.${name}`, { defaultValue: '' })}
        </Text>
        <Text size="sm">{t('billing.parentPlans.priceFrom', { price: formatEuro(priceMonthFrom) })}</Text>
        <Button
          size="xs"
          fullWidth
          onClick={() => onBuy(name)}
          aria-label={t('billing.parentPlans.buyPlan', { name })}
        >
          {t('billing.parentPlans.buy')}
        </Button>
      </Stack>
    </Card>
  );
}
