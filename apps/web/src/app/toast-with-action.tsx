import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { i18n } from './i18n.ts';
import { toastDurationMs } from './toast.ts';

interface ToastAction {
  labelKey: string;
  onClick: () => void;
}

/**
 * A message with one way onward, e.g. the upgrade for a module outside the package. Toasts live outside the router,
 * so the caller hands over what the action does (usually its `navigate`).
 */
export function toastWithAction(key: string, action: ToastAction) {
  const id = notifications.show({
    color: 'blue',
    autoClose: toastDurationMs,
    message: (
      <Stack gap={4} align="flex-start">
        <Text size="sm">{i18n.t(key)}</Text>
        <Anchor
          component="button"
          size="sm"
          fw={600}
          onClick={() => {
            notifications.hide(id);
            action.onClick();
          }}
        >
          {i18n.t(action.labelKey)}
        </Anchor>
      </Stack>
    ),
  });
}

/** The way onward from a module outside the package: the packages to choose from. */
export const upgradePath = '/buy/select-parent-plan';
