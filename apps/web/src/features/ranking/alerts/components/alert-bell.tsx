import { ActionIcon, Badge, Box } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { decideAccess } from '../../../../app/access.ts';
import { useSession } from '../../../../app/session.ts';
import { useAlertSummary } from '../api.ts';

/** The header's bell: the unread alert count, leading to the alerts screen; shown to whoever may set alerts. */
export function AlertBell() {
  const { t } = useTranslation();
  const { isSignedIn, user } = useSession();
  const mayUseAlerts = decideAccess('bronzeAndUp', isSignedIn, user) === 'allowed';
  const summary = useAlertSummary(mayUseAlerts);
  if (!mayUseAlerts) return null;
  const unread = summary.data?.unread ?? 0;

  return (
    <Box pos="relative">
      <ActionIcon
        component={Link}
        to="/app/ranking/alerts"
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('alerts.bell', { count: unread })}
        data-testid="alert-bell"
      >
        <IconBell size={20} />
      </ActionIcon>
      {unread > 0 && (
        <Badge
          size="xs"
          color="red"
          circle={unread < 10}
          pos="absolute"
          top={-2}
          right={-4}
          aria-hidden
          style={{ pointerEvents: 'none' }}
        >
          {unread > 99 ? '99+' : unread}
        </Badge>
      )}
    </Box>
  );
}
