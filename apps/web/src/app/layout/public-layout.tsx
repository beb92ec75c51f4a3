import { Box, Center, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch.tsx';

/** Frame of the sign-in, registration and purchase pages. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="gray.0">
      <Group justify="space-between" p="md">
        <Text fw={700} size="lg" c="blue.8">
          Baylytics
        </Text>
        <LanguageSwitch />
      </Group>
      <Center px="md" pb="xl">
        <Paper withBorder shadow="sm" p="xl" w="100%" maw={480} component="main">
          {children}
        </Paper>
      </Center>
      <Text ta="center" size="xs" c="dimmed" pb="md">
        {t('layout.tagline')}
      </Text>
    </Box>
  );
}
