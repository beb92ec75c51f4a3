import { useEffect, useRef, useState } from 'react';

/** What a dialog gives the focus back to: its opener, else the table the opener stood in. */
interface Opener {
  element: HTMLElement | null;
  table: HTMLElement | null;
}

/** How long a given-back focus is watched for its opener going away (a deleted row when the list is read again). */
const watchMilliseconds = 30_000;

/**
 * The control a dialog was opened from: the focused element when the dialog opens, or, when that is an item of a
 * menu, the button that opened the menu (the item goes away with the menu).
 */
function openerOf(element: Element | null): Opener {
  if (!(element instanceof HTMLElement) || element === document.body) return { element: null, table: null };
  const menu = element.closest('[role="menu"], [data-menu-dropdown]');
  const trigger = menu?.id
    ? [...document.querySelectorAll<HTMLElement>('[aria-controls]')].find(
        (candidate) => candidate.getAttribute('aria-controls') === menu.id,
      )
    : undefined;
  const opener = menu ? (trigger ?? null) : element;
  return { element: opener, table: opener?.closest<HTMLElement>('table') ?? null };
}

/** The focus is nowhere a user put it: on the page itself, or on something no longer (or soon no longer) there. */
function isLost(focused: Element | null, closing: Element | null): boolean {
  return (
    focused === null ||
    focused === document.body ||
    !focused.isConnected ||
    closing?.contains(focused) === true
  );
}

/** Focuses `element`, making it focusable by script first if it is not (a table, a heading). */
function focusOn(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/** Where the focus goes when the opener is gone: the opener's table, else the screen's heading, else its main part. */
function focusNearby(opener: Opener): void {
  const place =
    (opener.table?.isConnected ? opener.table : null) ??
    document.querySelector<HTMLElement>('main h1, main h2') ??
    document.querySelector<HTMLElement>('main');
  if (place) focusOn(place);
}

/**
 * After the focus went back to the opener, the action may still remove it (the list is read again without the
 * deleted row): then the focus would fall to the page's start, and goes to the opener's table or heading instead.
 */
function watchOpener(opener: Opener): void {
  const element = opener.element;
  // An opener inside another dialog goes away with that dialog, which gives the focus back in its turn.
  if (!element || element.closest('[role="dialog"]')) return;
  const observer = new MutationObserver(() => {
    if (element.isConnected) return;
    stop();
    if (isLost(document.activeElement, null)) focusNearby(opener);
  });
  const onFocusIn = (event: FocusEvent) => {
    if (event.target !== element) stop();
  };
  const timer = window.setTimeout(() => stop(), watchMilliseconds);
  function stop() {
    observer.disconnect();
    document.removeEventListener('focusin', onFocusIn, true);
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', onFocusIn, true);
}

/** The opener of a dialog opened once more: the earlier one when the focus is now in another dialog or nowhere. */
function reopenedFrom(earlier: Opener, now: Opener): Opener {
  const isFromElsewhere = now.element === null || now.element.closest('[role="dialog"]') !== null;
  return isFromElsewhere && earlier.element?.isConnected ? earlier : now;
}

/** Gives the focus to the opener, or near it when it is gone, unless the user has moved the focus somewhere. */
function giveFocusBack(opener: Opener, closing: Element | null): void {
  if (!isLost(document.activeElement, closing)) return;
  if (opener.element?.isConnected) {
    opener.element.focus({ preventScroll: true });
    watchOpener(opener);
  } else focusNearby(opener);
}

/**
 * Gives the focus back to the dialog's opener when the dialog closes: when `opened` turns false (the dialog's
 * content is still there, fading out) or when the dialog goes away with the component that renders it. Mantine's
 * own focus return sees neither a dialog that opens on its first render nor an opener that went away with a menu.
 * `dialogId` is the id given to the Modal: its content is where a focus counts as lost while it fades out.
 */
export function useOpenerFocus(opened: boolean, dialogId: string): void {
  const [wasOpened, setWasOpened] = useState(opened);
  const [opener, setOpener] = useState(() => openerOf(opened ? document.activeElement : null));
  // Read while rendering: before the dialog's focus trap moves the focus into it.
  if (opened !== wasOpened) {
    setWasOpened(opened);
    // Opened again from a dialog shown in its place (a form over a list of steps), it still belongs to its opener.
    if (opened) setOpener((earlier) => reopenedFrom(earlier, openerOf(document.activeElement)));
  }
  const isOpen = useRef(false);
  const latest = useRef(opener);
  latest.current = opener;

  useEffect(() => {
    if (opened) {
      isOpen.current = true;
      return;
    }
    if (!isOpen.current) return;
    isOpen.current = false;
    const content = document.getElementById(`${dialogId}-body`)?.closest('[role="dialog"]') ?? null;
    giveFocusBack(opener, content);
  }, [opened, opener, dialogId]);

  useEffect(
    () => () => {
      if (!isOpen.current) return;
      // After the dialog's elements are gone; a focus the user moved elsewhere meanwhile is kept.
      const gone = latest.current;
      window.setTimeout(() => giveFocusBack(gone, null), 0);
    },
    [],
  );
}
