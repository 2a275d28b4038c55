import { useEffect, useEffectEvent, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import { isTopLayer, openLayer } from './modal-layers';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableWithin(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[aria-hidden="true"]'),
  );
}

/**
 * The dialog's focus rules: focus moves in when it opens (to `initialFocus` or the dialog
 * itself), Tab cycles inside, focus cannot wander out, Escape closes the top modal, and focus
 * returns to the element that opened it.
 */
export function useModalFocus(
  dialogRef: RefObject<HTMLElement | null>,
  onClose: () => void,
  initialFocusRef?: RefObject<HTMLElement | null>,
) {
  const [layer] = useState<object>(() => ({}));
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const opener = document.activeElement;
    const closeLayer = openLayer(layer);
    (initialFocusRef?.current ?? dialogRef.current)?.focus();

    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !isTopLayer(layer)) return;
      event.stopPropagation();
      close();
    };
    const onFocusIn = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (!dialog || !isTopLayer(layer)) return;
      if (event.target instanceof Node && !dialog.contains(event.target)) dialog.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      closeLayer();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [layer, dialogRef, initialFocusRef]);

  /** Keeps Tab and Shift+Tab inside the dialog. */
  return (event: KeyboardEvent<HTMLElement>) => {
    const dialog = dialogRef.current;
    // React events bubble through portals; a modal opened inside this one handles its own Tab.
    if (event.key !== 'Tab' || !dialog || !dialog.contains(event.target as Node)) return;
    const focusable = focusableWithin(dialog);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
