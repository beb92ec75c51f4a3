import { afterBuyIdSchema } from '@baylytics/contract/afterbuy';
import type { MvlRow, MvlTable } from '@baylytics/contract/transformer';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toastApiError } from '../../../app/api-error-message.ts';
import { toast } from '../../../app/toast.ts';
import { afterbuyCredentialsPath, useAfterbuyCredentials } from '../../account/public.ts';
import { useApplyToAfterbuy } from '../api.ts';
import { AfterbuyLinkNote } from './afterbuy-link-note.tsx';

/**
 * 'Apply to the after-buy system' (spec 002 §2, §8): the table's vehicles become the attributes of a product of
 * the seller's Afterbuy shop. The product id starts as the listing's linked product (`afterBuyId`), saying where it
 * comes from. Disabled, saying why, while no credentials are stored or no product id is given.
 */
export function AfterbuyApply({ table, rows }: { table: MvlTable; rows: MvlRow[] }) {
  const { t } = useTranslation();
  const credentials = useAfterbuyCredentials();
  const apply = useApplyToAfterbuy();
  const [afterBuyId, setAfterBuyId] = useState(table.afterBuyId ?? '');
  const idCheck = afterBuyIdSchema.safeParse(afterBuyId);
  const hasCredentials = credentials.data?.isSet === true;
  const missing = !hasCredentials ? 'credentials' : !idCheck.success ? 'productId' : null;

  const onApply = () => {
    if (!idCheck.success) return;
    apply.mutate(
      { sellerName: table.sellerName, afterBuyId: idCheck.data, rows },
      {
        onSuccess: (answer) => {
          if (answer.ack === 'Success') toast.success('afterbuy.productUpdated');
          else if (answer.ack === 'Warning') toast.info('afterbuy.warning', { message: answer.message });
          else toast.error('afterbuy.failed', { message: answer.message });
        },
        onError: toastApiError,
      },
    );
  };

  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-end">
        <TextInput
          label={t('afterbuy.productId')}
          value={afterBuyId}
          onChange={(event) => setAfterBuyId(event.currentTarget.value)}
          error={afterBuyId && !idCheck.success ? t('afterbuy.invalidProductId') : undefined}
          inputMode="numeric"
          w={200}
        />
        <Button
          variant="light"
          leftSection={<IconBuildingWarehouse size={16} aria-hidden />}
          disabled={missing !== null}
          loading={apply.isPending}
          onClick={onApply}
        >
          {t('afterbuy.apply')}
        </Button>
      </Group>
      {hasCredentials && <AfterbuyLinkNote table={table} />}
      {missing === 'credentials' && credentials.isSuccess && (
        <Text size="sm" c="dimmed" data-testid="afterbuy-missing">
          {t('afterbuy.noCredentials')}{' '}
          <Anchor component={Link} to={afterbuyCredentialsPath} size="sm">
            {t('afterbuy.storeCredentials')}
          </Anchor>
        </Text>
      )}
      {missing === 'productId' && (
        <Text size="sm" c="dimmed" data-testid="afterbuy-missing">
          {t('afterbuy.enterProductId')}
        </Text>
      )}
    </Stack>
  );
}
