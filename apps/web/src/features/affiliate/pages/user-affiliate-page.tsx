import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { AffiliateCodeForm } from '../components/affiliate-code-form.tsx';
import { CurrentLink } from '../components/current-link.tsx';
import { FriendsTable } from '../components/friends-table.tsx';

/** The affiliate programme (spec 002 §2): the current referral link, a new code, the friends referred. */
export function UserAffiliatePage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  return (
    <>
      <PageHeader route={route} />
      <Stack gap="lg">
        <Paper withBorder p="lg">
          <Stack gap="md">
            <CurrentLink />
            <AffiliateCodeForm />
          </Stack>
        </Paper>
        <Paper withBorder p="md">
          <Title order={3} size="h4" mb="sm">
            {t('affiliate.friends')}
          </Title>
          <FriendsTable />
        </Paper>
      </Stack>
    </>
  );
}
