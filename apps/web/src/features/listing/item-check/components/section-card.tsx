import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FlagBadge } from './flag-badge.tsx';

/** One section of the check: a titled frame with the section's overall flag, when it has one. */
export function SectionCard({
  id,
  title,
  flag,
  actions,
  children,
}: {
  id: string;
  title: string;
  flag?: number;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `item-check-${id}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId} data-section={id}>
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="xs">
          <Group gap="xs">
            <Title order={3} size="h4" id={headingId}>
              {title}
            </Title>
            {flag !== undefined && <FlagBadge flag={flag} />}
          </Group>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
