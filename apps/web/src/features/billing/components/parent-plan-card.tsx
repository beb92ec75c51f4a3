import type { ParentPlanName } from '@baylytics/contract/plans';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../../app/format/numbers.ts';

interface ParentPlanCardProps {
  name: ParentPlanName;
  priceMonthFrom: number;
  /** The signed-in user holds this package now. */
  isCurrent: boolean;
  onBuy: (name: ParentPlanName) => void;
}

/** One package: its name, what it is for, the lowest monthly price over the cycles, and Buy; the user's own marked. */
export function ParentPlanCard({ name, priceMonthFrom, isCurrent, onBuy }: ParentPlanCardProps) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      aria-current={isCurrent || undefined}
      style={isCurrent ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap={6} h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} size="lg">
            {name}
          </Text>
          {isCurrent && (
            <Badge size="sm" variant="light">
              {t('billing.parentPlans.current')}
            </Badge>
          )}
        </Group>
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
