import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl" gap="sm">
      <Title order={1} c="dimmed">
        404
      </Title>
      <Text size="lg">{t('layout.notFoundText')}</Text>
      <Anchor component={Link} to="/app/dashboard">
        {t('layout.backToDashboard')}
      </Anchor>
    </Stack>
  );
}
