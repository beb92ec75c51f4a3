import type { Plan } from '@baylytics/contract/billing';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../../app/format/numbers.ts';

/** What the user is about to book, line by line; amounts right-aligned. */
export function PlanSummary({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('billing.summary.plan'), plan.name],
    [t('billing.summary.term'), t('billing.plans.months', { count: plan.numberOfMonth })],
    [t('billing.summary.priceMonth'), formatEuro(plan.priceMonth)],
    [t('billing.summary.priceSummary'), formatEuro(plan.priceSummary)],
    ...(plan.trial > 0
      ? [
          [t('billing.summary.trial', { count: plan.trial }), formatEuro(plan.initialPrice)] as [
            string,
            string,
          ],
        ]
      : []),
    [t('billing.summary.vat', { rate: plan.taxRate }), formatEuro(plan.vat)],
  ];
  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="55%">{label}</Table.Th>
            <Table.Td ta="right">{value}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Th>{t('billing.summary.payToday')}</Table.Th>
          <Table.Td ta="right" fw={700}>
            {formatEuro(plan.payToday)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
