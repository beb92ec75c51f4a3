import { Alert, Paper, Stack, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isPublicRoute } from '../../../app/app-route.ts';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';

/** A specified module whose screen is not released yet: says so plainly instead of showing an empty page. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const notice = (
    <Alert icon={<IconClockHour4 />} color="blue" title={t('layout.comingSoonTitle')}>
      {t('layout.comingSoonText', { module: t(route.titleKey) })}{' '}
      <Link to={isPublicRoute(route) ? '/login' : '/app/dashboard'}>
        {t(isPublicRoute(route) ? 'auth.backToLogin' : 'layout.backToDashboard')}
      </Link>
    </Alert>
  );
  // The page's name is its heading on a public page too, so that a screen reader finds where the page starts.
  if (isPublicRoute(route))
    return (
      <Stack>
        <Title order={2}>{t(route.titleKey)}</Title>
        {notice}
      </Stack>
    );
  return (
    <>
      <PageHeader route={route} />
      <Paper withBorder p="lg">
        {notice}
      </Paper>
    </>
  );
}
