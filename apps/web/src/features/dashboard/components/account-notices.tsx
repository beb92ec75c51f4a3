import { hasAnyRole, roleGroups } from '@baylytics/contract/roles';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconHourglass, IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../app/format/use-format.ts';
import { useSession } from '../../../app/session.ts';
import { useHasEbayToken, useInvalidEbayTokens, useRemainingTestDays } from '../api.ts';

/** Trial days, the add-token prompt and expired eBay tokens: what the seller should act on first. */
export function AccountNotices() {
  const { t } = useTranslation();
  const format = useFormat();
  const { user } = useSession();
  const roles = user?.roles ?? [];
  const isTrial = roles.includes('BGTest');
  const canAddToken = hasAnyRole(roles, roleGroups.addTokenButton);
  const remainingDays = useRemainingTestDays(isTrial);
  const hasToken = useHasEbayToken(canAddToken);
  const invalidTokens = useInvalidEbayTokens();

  return (
    <Stack>
      {isTrial && remainingDays.data !== undefined && (
        <Alert icon={<IconHourglass />} color="yellow" title={t('dashboard.trialTitle')}>
          <Group justify="space-between">
            <Text size="sm">{t('dashboard.trialDaysLeft', { count: remainingDays.data })}</Text>
            <Button component={Link} to="/buy/select-parent-plan" size="xs">
              {t('dashboard.bookPackage')}
            </Button>
          </Group>
        </Alert>
      )}
      {canAddToken && hasToken.data === false && (
        <Alert icon={<IconPlugConnected />} color="blue" title={t('dashboard.noTokenTitle')}>
          <Group justify="space-between">
            <Text size="sm">{t('dashboard.noTokenText')}</Text>
            <Button component={Link} to="/app/ebay-accept" size="xs">
              {t('dashboard.addToken')}
            </Button>
          </Group>
        </Alert>
      )}
      {invalidTokens.data && invalidTokens.data.length > 0 && (
        <Alert icon={<IconAlertTriangle />} color="red" title={t('dashboard.invalidTokensTitle')}>
          <List size="sm">
            {invalidTokens.data.map((token) => (
              <List.Item key={token.username}>
                {t('dashboard.invalidToken', { username: token.username, date: format.date(token.expired) })}
              </List.Item>
            ))}
          </List>
          <Button component={Link} to="/app/user/ebay-token" size="xs" variant="light" color="red" mt="sm">
            {t('dashboard.renewTokens')}
          </Button>
        </Alert>
      )}
    </Stack>
  );
}
