import { Grid } from '@mantine/core';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { errorMessageKey, toast } from '../../../app/toast.ts';
import { AccountNotices } from '../components/account-notices.tsx';
import { ChangelogCard } from '../components/changelog-card.tsx';

export function DashboardPage() {
  const route = useCurrentRoute();
  const [search, setSearch] = useSearchParams();
  const error = search.get('error');

  // An `error` handed over by a redirect (e.g. noPermission) is shown once, then dropped from the address.
  useEffect(() => {
    if (!error) return;
    toast.error(errorMessageKey(error));
    setSearch(
      (current) => {
        current.delete('error');
        return current;
      },
      { replace: true },
    );
  }, [error, setSearch]);

  return (
    <>
      <PageHeader route={route} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ChangelogCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <AccountNotices />
        </Grid.Col>
      </Grid>
    </>
  );
}
