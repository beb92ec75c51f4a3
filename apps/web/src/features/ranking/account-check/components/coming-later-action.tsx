import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The place of an action that a module still to come brings (videos, campaigns): shown, disabled, and saying when it
 * comes, rather than faked. The wrapper carries the tooltip because a disabled button gets no pointer events.
 */
export function ComingLaterAction({
  label,
  reason,
  children,
}: {
  label: string;
  reason: string;
  children: ReactNode;
}) {
  return (
    <Tooltip label={reason} withArrow>
      <span style={{ display: 'inline-flex' }} title={reason}>
        <ActionIcon variant="subtle" color="gray" disabled aria-label={`${label}: ${reason}`}>
          {children}
        </ActionIcon>
      </span>
    </Tooltip>
  );
}
