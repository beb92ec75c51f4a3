import type { SessionUser } from '@baylytics/contract/auth';
import { useSyncExternalStore } from 'react';
import { storageKeys } from './storage-keys.ts';

/**
 * What the page knows of its session. The session itself is an HttpOnly cookie no script can read (see
 * docs/decisions/session-cookie.md); kept here are only a hint that this browser signed in and the user the
 * server last answered, neither of which signs anybody in.
 */
export interface Session {
  isSignedIn: boolean;
  user: SessionUser | null;
}

// Session tokens this page kept before the session moved into a cookie: never to be left lying around.
const formerTokenKeys = ['token', 'impersonator_token', 'impersonator_user'];
if (!import.meta.env.SSR) for (const key of formerTokenKeys) localStorage.removeItem(key);

const listeners = new Set<() => void>();
// Where the build prerenders the sign-in pages there is no browser: nobody is signed in there.
let current: Session = import.meta.env.SSR ? { isSignedIn: false, user: null } : read();

function read(): Session {
  const isSignedIn = localStorage.getItem(storageKeys.signedIn) === 'true';
  let user: SessionUser | null = null;
  try {
    const raw = localStorage.getItem(storageKeys.user);
    user = raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    user = null;
  }
  return { isSignedIn, user };
}

function publish(): void {
  current = read();
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): Session => current,
  /** The server has just set the session cookie. */
  markSignedIn(): void {
    localStorage.setItem(storageKeys.signedIn, 'true');
    publish();
  },
  setUser(user: SessionUser): void {
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
    publish();
  },
  clear(): void {
    localStorage.removeItem(storageKeys.signedIn);
    localStorage.removeItem(storageKeys.user);
    publish();
  },
  /** The session cookie now holds another user's session (acting as a user, or the way back): whose is reloaded. */
  forgetUser(): void {
    localStorage.removeItem(storageKeys.user);
    publish();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab signing in or out changes this one too.
if (!import.meta.env.SSR)
  window.addEventListener('storage', (event) => {
    if (event.key === storageKeys.signedIn || event.key === storageKeys.user) publish();
  });

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}
