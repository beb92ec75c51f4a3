import { Grid } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { errorMessageKey } from '../../../app/error-message-key.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { toast } from '../../../app/toast.ts';
import { toastWithAction, upgradePath } from '../../../app/toast-with-action.tsx';
import { useDashboardOverview } from '../api.ts';
import { AccountNotices } from '../components/account-notices.tsx';
import { ChangelogCard } from '../components/changelog-card.tsx';
import { GettingStartedCard } from '../components/getting-started-card.tsx';
import { MarketHistoryNotice } from '../components/market-history-notice.tsx';
import { SellerOverviewCard } from '../components/seller-overview-card.tsx';

export function DashboardPage() {
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const error = search.get('error');
  const overview = useDashboardOverview().data;
  const isStarting = overview !== undefined && !Object.values(overview.checklist).every(Boolean);

  // An `error` handed over by a redirect (e.g. noPermission) is shown once, then dropped from the address.
  useEffect(() => {
    if (!error) return;
    // A page outside the package leads on to the packages that have it.
    if (error === 'noPermission') {
      toastWithAction(errorMessageKey(error), {
        labelKey: 'layout.upgrade',
        onClick: () => navigate(upgradePath),
      });
    } else {
      toast.error(errorMessageKey(error));
    }
    setSearch(
      (current) => {
        current.delete('error');
        return current;
      },
      { replace: true },
    );
  }, [error, setSearch, navigate]);

  return (
    <>
      <PageHeader route={route} />
      <Grid gap="lg">
        {overview?.marketHistory && (
          <Grid.Col span={12}>
            <MarketHistoryNotice history={overview.marketHistory} />
          </Grid.Col>
        )}
        {overview?.bayScore && (
          <Grid.Col span={12}>
            <SellerOverviewCard overview={overview} />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ChangelogCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {isStarting && overview && <GettingStartedCard checklist={overview.checklist} />}
          <AccountNotices />
        </Grid.Col>
      </Grid>
    </>
  );
}
