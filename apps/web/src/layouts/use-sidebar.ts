import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useOutsidePress } from '@/lib/use-outside-press';

/**
 * Open state of the mobile sidebar. It closes on navigation, on Escape (focus goes back to the menu
 * button) and on a pointer press outside both the panel and the button.
 */
export function useSidebar() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);

  if (pathname !== openedAt) {
    setOpenedAt(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  useOutsidePress(open, [panelRef, buttonRef], () => setOpen(false));

  return {
    open,
    toggle: () => setOpen((value) => !value),
    close: () => setOpen(false),
    buttonRef,
    panelRef,
  };
}
