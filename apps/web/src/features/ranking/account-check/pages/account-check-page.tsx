import { accountCheckRefreshDelayMs, accountCheckSearchDebounceMs } from '@baylytics/contract/account-check';
import { multiAccountRoles } from '@baylytics/contract/ranking';
import { hasAnyRole } from '@baylytics/contract/roles';
import { Alert, Center, Loader, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../../app/api-error-message.ts';
import { useCurrentRoute } from '../../../../app/current-route.ts';
import { PageHeader } from '../../../../app/layout/page-header.tsx';
import { useSession } from '../../../../app/session.ts';
import { storageKeys } from '../../../../app/storage-keys.ts';
import { useAccountKpi, useRankingAccounts } from '../api.ts';
import { AccountBar } from '../components/account-bar.tsx';
import { AddAccountModal } from '../components/add-account-modal.tsx';
import { ItemsSection } from '../components/items-section.tsx';
import { KpiCharts } from '../components/kpi-charts.tsx';
import { RenameAccountModal } from '../components/rename-account-modal.tsx';
import { emptyFilters } from '../filters.ts';
import { pickAccount } from '../selected-account.ts';
import { useAccountCheckView } from '../use-account-check-view.ts';
import { useRenameAccountFlow } from '../use-rename-account-flow.ts';

/** The account check (spec 001 §2.1): one seller account's KPI and listings. */
export function AccountCheckPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const { user } = useSession();
  const canSwitch = hasAnyRole(user?.roles ?? [], multiAccountRoles);
  const accounts = useRankingAccounts();
  const [account, setAccount] = useState<string | null>(null);
  const [modal, setModal] = useState<'add' | 'rename' | null>(null);
  const view = useAccountCheckView();
  const { filters } = view;
  const [search] = useDebouncedValue(filters.search, accountCheckSearchDebounceMs);
  const kpi = useAccountKpi(account);
  const rename = useRenameAccountFlow();

  // On load (and when the list changes): the stored account while it is still there, else the first.
  useEffect(() => {
    if (accounts.data)
      setAccount(pickAccount(localStorage.getItem(storageKeys.rankingSelectedAccount), accounts.data));
  }, [accounts.data]);

  const onSelectAccount = (sellerName: string) => {
    localStorage.setItem(storageKeys.rankingSelectedAccount, sellerName);
    if (sellerName !== account) view.setPage(1);
    setAccount(sellerName);
  };
  const queryFilters = useMemo(() => ({ ...filters, search }), [filters, search]);

  return (
    <>
      <PageHeader route={route} />
      <Stack>
        {accounts.isPending && (
          <Center py="xl">
            <Loader aria-label={t('layout.loading')} />
          </Center>
        )}
        {accounts.isError && (
          <Alert color="red" role="alert" title={t('accountCheck.error')}>
            {t(apiErrorMessage(accounts.error).key)}
          </Alert>
        )}
        {accounts.data && (
          <AccountBar
            accounts={accounts.data}
            selected={account}
            canSwitch={canSwitch}
            onSelect={onSelectAccount}
            onAdd={() => setModal('add')}
            onRename={() => setModal('rename')}
          />
        )}
        {account && kpi.isError && (
          <Alert color="red" role="alert">
            {t(apiErrorMessage(kpi.error).key)}
          </Alert>
        )}
        {account && kpi.data && <KpiCharts days={kpi.data} />}
        {account && (
          <ItemsSection
            account={account}
            view={view}
            queryFilters={queryFilters}
            refreshDelayMs={accountCheckRefreshDelayMs}
          />
        )}
      </Stack>
      {modal === 'add' && (
        <AddAccountModal
          onClose={() => setModal(null)}
          onImported={(sellerName, eBaySiteId) => {
            localStorage.setItem(storageKeys.rankingEbayCountry, String(eBaySiteId));
            onSelectAccount(sellerName);
            view.setFilters({ ...emptyFilters, eBaySiteId: String(eBaySiteId) });
            setModal(null);
          }}
        />
      )}
      {modal === 'rename' && account && (
        <RenameAccountModal
          sellerName={account}
          isSaving={rename.isPending}
          onRename={(newSellerName) => rename.run(account, newSellerName)}
          onClose={() => setModal(null)}
        />
      )}
    </>
  );
}
