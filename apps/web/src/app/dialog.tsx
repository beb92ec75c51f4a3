import { Modal, type ModalProps } from '@mantine/core';
import { useId } from 'react';
import { useOpenerFocus } from './layout/use-opener-focus.ts';

/**
 * The one dialog of the web app: Mantine's modal that gives the focus back to the control it was opened from when
 * it closes, by Escape, its close button, a cancel or after saving, whether it closes by `opened` turning false or
 * by going away with the component that renders it. An opener inside a menu is the menu's button; an opener that
 * no longer exists (a deleted row) leaves the focus on its table or on the screen's heading, never on the page's
 * start.
 */
export function Dialog({ id, ...props }: ModalProps) {
  const ownId = useId();
  const dialogId = id ?? ownId;
  useOpenerFocus(props.opened, dialogId);
  // Mantine's own return sees only changes of `opened` and would focus a menu item that is gone: this one decides.
  return <Modal {...props} id={dialogId} returnFocus={false} />;
}
