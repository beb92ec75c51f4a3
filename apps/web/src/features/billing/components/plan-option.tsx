import type { Plan } from '@baylytics/contract/billing';
import { Badge, Group, Radio, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../../app/format/numbers.ts';

/** One cycle of a package as a radio card: monthly price, cycle total, trial, VAT and what is paid today. */
export function PlanOption({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const detailsId = useId();
  // Named by the plan, described by its prices: a screen reader says the short name first.
  return (
    <Radio.Card
      value={String(plan.id)}
      p="sm"
      radius="md"
      aria-label={plan.name}
      aria-describedby={detailsId}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={2} />
        <Stack gap={2} style={{ flexGrow: 1 }} id={detailsId}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap={6} wrap="nowrap">
              <Text fw={600}>{plan.name}</Text>
              <Badge size="xs" variant="light">
                {t(`billing.plans.cycles.${plan.numberOfMonth}`, {
                  defaultValue: t('billing.plans.months', { count: plan.numberOfMonth }),
                })}
              </Badge>
            </Group>
            <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
              {t('billing.plans.perMonth', { price: formatEuro(plan.priceMonth) })}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {t('billing.plans.cycleTotal', {
              price: formatEuro(plan.priceSummary),
              count: plan.numberOfMonth,
            })}
          </Text>
          {plan.trial > 0 && (
            <Text size="xs" c="teal.8">
              {t('billing.plans.trial', { count: plan.trial, price: formatEuro(plan.initialPrice) })}
            </Text>
          )}
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {t('billing.plans.vat', { rate: plan.taxRate, vat: formatEuro(plan.vat) })}
            </Text>
            <Text size="sm" fw={500}>
              {t('billing.plans.payToday', { price: formatEuro(plan.payToday) })}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Radio.Card>
  );
}
