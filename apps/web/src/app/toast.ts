import { notifications } from '@mantine/notifications';
import { i18n } from './i18n.ts';

// Notification duration of spec 000 §9.
export const toastDurationMs = 10_000;

/** The one toast helper: messages are translation keys. */
export const toast = {
  /** `autoCloseMs` where a screen names its own duration (e.g. the title builder's 3 s copy toast). */
  success: (key: string, values?: Record<string, unknown>, autoCloseMs = toastDurationMs) =>
    notifications.show({ color: 'green', message: i18n.t(key, values), autoClose: autoCloseMs }),
  error: (key: string, values?: Record<string, unknown>) =>
    notifications.show({ color: 'red', message: i18n.t(key, values), autoClose: toastDurationMs }),
  info: (key: string, values?: Record<string, unknown>) =>
    notifications.show({ color: 'blue', message: i18n.t(key, values), autoClose: toastDurationMs }),
  warning: (key: string, values?: Record<string, unknown>) =>
    notifications.show({ color: 'yellow', message: i18n.t(key, values), autoClose: toastDurationMs }),
};
