import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useOutsidePress } from '@/lib/use-outside-press';
import type { TSelectOption } from './CustomSelect';
import { findByPrefix } from './select-keys';

/** How long typed letters keep adding up to one search (type-ahead). */
const TYPE_AHEAD_MS = 500;
/** Room the popup wants below the trigger before it opens above instead (its max height). */
const POPUP_ROOM_PX = 288;

type TSelectPopupOptions = {
  baseId: string;
  options: readonly TSelectOption[];
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  rootRef: RefObject<HTMLDivElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  listboxRef: RefObject<HTMLUListElement | null>;
};

/** The listbox's open state, side, active option and type-ahead search. */
export function useSelectPopup(settings: TSelectPopupOptions) {
  const { baseId, options, value, onChange, disabled, rootRef, buttonRef, listboxRef } = settings;
  const typed = useRef({ text: '', at: 0 });
  const [open, setOpen] = useState(false);
  const [above, setAbove] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const openAt = (index: number) => {
    if (disabled || options.length === 0) return;
    const rect = buttonRef.current?.getBoundingClientRect();
    const roomBelow = rect ? window.innerHeight - rect.bottom : POPUP_ROOM_PX;
    const roomAbove = rect ? rect.top : 0;
    setAbove(roomBelow < POPUP_ROOM_PX && roomAbove > roomBelow);
    setActiveIndex(Math.min(Math.max(index, 0), options.length - 1));
    setOpen(true);
  };

  const close = (refocus: boolean) => {
    setOpen(false);
    typed.current = { text: '', at: 0 };
    if (refocus) buttonRef.current?.focus();
  };

  const choose = (index: number) => {
    const option = options[index];
    if (option && option.value !== value) onChange(option.value);
    close(true);
  };

  /** Adds a typed letter to the search and returns the matching option, or -1. */
  const typeAhead = (key: string, from: number, now: number) => {
    const text = now - typed.current.at > TYPE_AHEAD_MS ? key : typed.current.text + key;
    typed.current = { text, at: now };
    // Pressing the same letter again steps through the options starting with it.
    const repeated = text.length > 1 && [...text].every((letter) => letter === text[0]);
    if (repeated) return findByPrefix(options, key, from + 1);
    return findByPrefix(options, text, text.length === 1 ? from + 1 : Math.max(from, 0));
  };

  // While open, the listbox holds focus; the active option stays in view when it moves.
  useEffect(() => {
    if (open) listboxRef.current?.focus();
  }, [open, listboxRef]);

  useEffect(() => {
    if (!open || activeIndex < 0) return;
    document.getElementById(`${baseId}-option-${activeIndex}`)?.scrollIntoView?.({
      block: 'nearest',
    });
  }, [open, activeIndex, baseId]);

  useOutsidePress(open, [rootRef], () => setOpen(false));

  return {
    options,
    open,
    above,
    activeIndex,
    setActiveIndex,
    openAt,
    close,
    choose,
    typeAhead,
  };
}

export type TSelectPopup = ReturnType<typeof useSelectPopup>;
