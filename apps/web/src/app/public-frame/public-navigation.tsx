import { type MouseEvent, type ReactNode, useSyncExternalStore } from 'react';
import { isPublicEntryPath } from '../public-entry-paths.ts';

// The light entry's whole router: the history API and one store of the address.
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
if (!import.meta.env.SSR) window.addEventListener('popstate', notify);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The page the build prerenders; in the browser, the address itself (the entry hydrates only a page whose first
// render does not depend on what the prerendering could not know, such as a token in the query).
let prerenderedPath = '/login';
const here = () =>
  import.meta.env.SSR ? prerenderedPath : `${window.location.pathname}${window.location.search}`;
const origin = () => (import.meta.env.SSR ? 'http://localhost' : window.location.origin);

/** Where the build prerenders the sign-in pages: the page it renders next. */
export function setPrerenderedPath(path: string): void {
  prerenderedPath = path;
}

/** The address the page shows (path and query); re-renders when a link or the back button changes it. */
export function usePublicAddress(): URL {
  return new URL(useSyncExternalStore(subscribe, here, here), origin());
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
