import { useEffect, useState } from 'react';

/**
 * The control a dialog was opened from: the focused element when the dialog first renders, or, when that is an
 * item of a menu, the button that opened the menu (the item goes away with the menu).
 */
function openerOf(element: Element | null): HTMLElement | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const menu = element.closest('[role="menu"], [data-menu-dropdown]');
  if (!menu?.id) return element;
  const trigger = document.querySelector(`[aria-controls="${CSS.escape(menu.id)}"]`);
  return trigger instanceof HTMLElement ? trigger : null;
}

/**
 * Gives the focus back to the dialog's opener when the dialog goes away. Mantine's Modal returns the focus only
 * when its `opened` changes; a dialog rendered while it is open and removed when it closes (most of ours) would
 * otherwise leave the keyboard user on the page's start. Called in the component that renders the dialog.
 */
export function useOpenerFocus(): void {
  const [opener] = useState(() => openerOf(document.activeElement));
  useEffect(
    () => () => {
      // After the dialog's elements are gone; a focus the user moved elsewhere meanwhile is kept.
      window.setTimeout(() => {
        const focused = document.activeElement;
        if (opener?.isConnected && (focused === null || focused === document.body)) opener.focus();
      }, 0);
    },
    [opener],
  );
}
