import { marketplaces } from '@baylytics/contract/marketplaces';
import { Alert, Anchor, Button, Center, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorMessage, toastApiError } from '../../../../app/api-error-message.ts';
import { toast } from '../../../../app/toast.ts';
import { useAvailableAccounts, useImportAccount } from '../api.ts';

interface AddAccountModalProps {
  onClose: () => void;
  /** The account import started: the page switches to it and filters by the chosen site. */
  onImported: (sellerName: string, eBaySiteId: number) => void;
}

/**
 * Adds a seller account to the account check (spec 001 §2.1): one of the caller's connected eBay accounts not
 * imported yet, imported by the normal job (at most 25,000 listings), and the marketplace site to look at.
 */
export function AddAccountModal({ onClose, onImported }: AddAccountModalProps) {
  const { t } = useTranslation();
  const available = useAvailableAccounts(true);
  const importing = useImportAccount();
  const [sellerName, setSellerName] = useState<string | null>(null);
  const [siteId, setSiteId] = useState<string | null>(null);

  const onSubmit = () => {
    if (!sellerName || siteId === null) return;
    importing.mutate(sellerName, {
      onSuccess: () => {
        toast.success('accountCheck.addAccount.started', { sellerName });
        onImported(sellerName, Number(siteId));
      },
      onError: toastApiError,
    });
  };

  return (
    <Modal opened onClose={onClose} title={t('accountCheck.addAccount.title')}>
      {available.isPending && (
        <Center py="lg">
          <Loader aria-label={t('layout.loading')} />
        </Center>
      )}
      {available.isError && (
        <Alert color="red" role="alert">
          {t(apiErrorMessage(available.error).key)}
        </Alert>
      )}
      {available.data?.length === 0 && (
        <Stack>
          <Text>{t('accountCheck.addAccount.noneAvailable')}</Text>
          <Anchor component={Link} to="/app/ebay-accept">
            {t('accountCheck.addAccount.connect')}
          </Anchor>
        </Stack>
      )}
      {available.data && available.data.length > 0 && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <Stack>
            <Text size="sm" c="dimmed">
              {t('accountCheck.addAccount.hint')}
            </Text>
            <Select
              label={t('accountCheck.addAccount.sellerName')}
              data={available.data}
              value={sellerName}
              onChange={setSellerName}
              required
              data-autofocus
            />
            <Select
              label={t('accountCheck.addAccount.site')}
              data={marketplaces.map((site) => ({
                value: String(site.eBaySiteId),
                label: t(`accountCheck.sites.${site.eBaySiteId}`),
              }))}
              value={siteId}
              onChange={setSiteId}
              required
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('accountCheck.cancel')}
              </Button>
              <Button type="submit" disabled={!sellerName || siteId === null} loading={importing.isPending}>
                {t('accountCheck.addAccount.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
