import { type MouseEvent, type ReactNode, useSyncExternalStore } from 'react';
import { isPublicEntryPath } from '../public-entry-paths.ts';

// The light entry's whole router: the history API and one store of the address.
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
window.addEventListener('popstate', notify);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const here = () => `${window.location.pathname}${window.location.search}`;

/** The address the page shows (path and query); re-renders when a link or the back button changes it. */
export function usePublicAddress(): URL {
  return new URL(useSyncExternalStore(subscribe, here), window.location.origin);
}

/** Shows `url`: a page of the light entry in place, any other page by loading it. */
export function goTo(url: string, options: { isReplacing?: boolean } = {}): void {
  if (!isPublicEntryPath(new URL(url, window.location.origin).pathname)) {
    window.location.assign(url);
    return;
  }
  if (options.isReplacing) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  notify();
}

/** A link: opens a page of the light entry in place; any other target is an ordinary link. */
export function PublicLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!isPublicEntryPath(new URL(to, window.location.origin).pathname)) return;
    event.preventDefault();
    goTo(to);
  };
  return (
    <a href={to} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
