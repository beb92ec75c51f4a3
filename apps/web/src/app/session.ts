import type { SessionUser } from '@baylytics/contract/auth';
import { useSyncExternalStore } from 'react';
import { storageKeys } from './storage-keys.ts';

export interface Session {
  token: string | null;
  user: SessionUser | null;
}

const listeners = new Set<() => void>();
let current: Session = read();

function read(): Session {
  const token = localStorage.getItem(storageKeys.token);
  let user: SessionUser | null = null;
  try {
    const raw = localStorage.getItem(storageKeys.user);
    user = raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    user = null;
  }
  return { token, user };
}

function publish(): void {
  current = read();
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): Session => current,
  setToken(token: string): void {
    localStorage.setItem(storageKeys.token, token);
    publish();
  },
  setUser(user: SessionUser): void {
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
    publish();
  },
  clear(): void {
    for (const key of [
      storageKeys.token,
      storageKeys.user,
      storageKeys.impersonatorToken,
      storageKeys.impersonatorUser,
    ])
      localStorage.removeItem(key);
    publish();
  },
  /** An administrator starts acting as a user: the own session is kept aside, the user's session takes over. */
  beginActingAs(token: string): void {
    const own = localStorage.getItem(storageKeys.token);
    if (own && !localStorage.getItem(storageKeys.impersonatorToken)) {
      localStorage.setItem(storageKeys.impersonatorToken, own);
      localStorage.setItem(storageKeys.impersonatorUser, localStorage.getItem(storageKeys.user) ?? '');
    }
    localStorage.setItem(storageKeys.token, token);
    localStorage.removeItem(storageKeys.user);
    publish();
  },
  /** Back to the administrator's own session; false when there was none kept aside. */
  endActingAs(): boolean {
    const own = localStorage.getItem(storageKeys.impersonatorToken);
    if (!own) return false;
    localStorage.setItem(storageKeys.token, own);
    const ownUser = localStorage.getItem(storageKeys.impersonatorUser);
    if (ownUser) localStorage.setItem(storageKeys.user, ownUser);
    else localStorage.removeItem(storageKeys.user);
    localStorage.removeItem(storageKeys.impersonatorToken);
    localStorage.removeItem(storageKeys.impersonatorUser);
    publish();
    return true;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab signing in or out changes this one too.
window.addEventListener('storage', (event) => {
  if (event.key === storageKeys.token || event.key === storageKeys.user) publish();
});

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}
