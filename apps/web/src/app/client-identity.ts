import { storageKeys } from './storage-keys.ts';

function stored(key: string, make: () => string): string {
  const existing = localStorage.getItem(key);
  if (existing) return existing;
  const value = make();
  localStorage.setItem(key, value);
  return value;
}

function osName(): string {
  const agent = navigator.userAgent;
  if (/Windows/i.test(agent)) return 'Windows';
  if (/Android/i.test(agent)) return 'Android';
  if (/iPhone|iPad|iPod/i.test(agent)) return 'iOS';
  if (/Mac OS X/i.test(agent)) return 'macOS';
  if (/Linux/i.test(agent)) return 'Linux';
  return 'Other';
}

/** The stored-identifier and OS headers every call carries (spec 000 §7): they let the login log tell devices apart. */
export function clientHeaders(): Record<string, string> {
  return {
    'x-client-session': stored(storageKeys.session, () => crypto.randomUUID()),
    'x-client-signature': stored(storageKeys.signature, () => crypto.randomUUID()),
    'x-client-os': stored(storageKeys.os, osName),
  };
}
