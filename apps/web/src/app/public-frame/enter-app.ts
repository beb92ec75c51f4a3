import type { Root } from 'react-dom/client';

let shown: { root: Root; element: HTMLElement } | null = null;

/** The light entry's React root, which the full app replaces after sign-in. */
export function holdPublicRoot(root: Root, element: HTMLElement): void {
  shown = { root, element };
}

/**
 * After sign-in: the full app takes over at `url` in the same page (its scripts load now, not before the form).
 * Should its scripts fail to load, the browser opens `url` as a new page.
 */
export async function enterApp(url: string): Promise<void> {
  try {
    const { showApp } = await import('../../app-entry.tsx');
    if (!shown) throw new Error('no page to replace');
    window.history.replaceState(null, '', url);
    shown.root.unmount();
    const { element } = shown;
    shown = null;
    await showApp(element);
  } catch {
    window.location.assign(url);
  }
}
