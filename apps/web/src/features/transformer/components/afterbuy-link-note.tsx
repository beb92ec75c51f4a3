import type { MvlTable } from '@baylytics/contract/transformer';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Where the Afterbuy product id beside the table comes from: the product of the seller's Afterbuy shop whose
 * article number is the listing's item number, none there, or a lookup still waiting in the background. Nothing
 * without stored credentials (the apply button says why it is disabled).
 */
export function AfterbuyLinkNote({ table }: { table: MvlTable }) {
  const { t } = useTranslation();
  const itemNumber = table.itemNumber;
  const text =
    table.afterBuyLink === 'found'
      ? t('afterbuy.linkFound', { itemNumber, productId: table.afterBuyId })
      : table.afterBuyLink === 'notFound'
        ? t('afterbuy.linkNotFound', { itemNumber })
        : table.afterBuyLink === 'lookingUp'
          ? t('afterbuy.linkLookingUp', { itemNumber })
          : null;
  if (!text) return null;
  return (
    <Text size="sm" c={table.afterBuyLink === 'found' ? undefined : 'dimmed'} data-testid="afterbuy-link">
      {text}
    </Text>
  );
}
