import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppRoute } from '../app-route.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { GuidingVideoButton } from './guiding-video-button.tsx';

/** Every screen's header: breadcrumbs, title, the guiding-video button where videos exist, main actions on the right. */
export function PageHeader({ route, actions }: { route: AppRoute; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} mb="lg">
      <Breadcrumbs route={route} />
      <Group justify="space-between" align="center">
        <Group gap="xs">
          <Title order={2}>{t(route.titleKey)}</Title>
          {route.module && <GuidingVideoButton module={route.module} />}
        </Group>
        {actions}
      </Group>
    </Stack>
  );
}
