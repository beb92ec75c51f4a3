import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { storageKeys } from '../storage-keys.ts';

export type SidebarMode = 'static' | 'floating';

// Spec 000 §4 and §9: collapse at 768 px or less, and 2.5 s after load unless static; in floating
// mode open on hover and close 2 s after the mouse leaves.
const autoCloseMs = 2_500;
const hoverCloseMs = 2_000;
export const sidebarTransitionMs = 300;

function storedMode(): SidebarMode {
  return localStorage.getItem(storageKeys.sidebarMode) === 'floating' ? 'floating' : 'static';
}

export function useSidebar() {
  const isNarrow = useMediaQuery('(max-width: 768px)', window.innerWidth <= 768, {
    getInitialValueInEffect: false,
  });
  const [mode, setMode] = useState<SidebarMode>(storedMode);
  const [isOpen, setIsOpen] = useState(() => !isNarrow);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const closeLater = useCallback((ms: number) => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setIsOpen(false), ms);
  }, []);

  useEffect(() => {
    if (isNarrow) setIsOpen(false);
    else if (mode === 'static') setIsOpen(true);
  }, [isNarrow, mode]);

  useEffect(() => {
    if (mode === 'floating' || isNarrow) closeLater(autoCloseMs);
    return () => clearTimeout(closeTimer.current);
  }, [closeLater, isNarrow, mode]);

  const isFloating = mode === 'floating' || isNarrow;

  return {
    mode,
    isOpen,
    isFloating,
    toggleMode() {
      const next: SidebarMode = mode === 'static' ? 'floating' : 'static';
      localStorage.setItem(storageKeys.sidebarMode, next);
      setMode(next);
    },
    toggleOpen() {
      cancelClose();
      setIsOpen((open) => !open);
    },
    onMouseEnter() {
      if (!isFloating) return;
      cancelClose();
      setIsOpen(true);
    },
    onMouseLeave() {
      if (isFloating) closeLater(hoverCloseMs);
    },
  };
}
