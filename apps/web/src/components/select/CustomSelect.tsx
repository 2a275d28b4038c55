import { pickText } from '@academy/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { useOutsidePress } from '@/lib/use-outside-press';
import styles from './CustomSelect.module.css';
import { SELECT_TEXT } from './select-text';

export type TSelectOption = { value: string; label: string };

export type TCustomSelectProps = {
  label: string;
  /** The chosen option's value; '' when nothing is chosen (the placeholder shows). */
  value: string;
  onChange: (value: string) => void;
  options: readonly TSelectOption[];
  /** Shown on the trigger while nothing is chosen; defaults to "선택" / "Select". */
  placeholder?: string;
  /** Shown under the control and tied to it; marks the control invalid. */
  error?: string;
  hint?: string;
  /** Marks the control invalid without a message of its own (a form-level alert explains). */
  invalid?: boolean;
  disabled?: boolean;
  required?: boolean;
  /** Id of the trigger button; generated when left out. */
  id?: string;
};

/** How long typed letters keep adding up to one search (type-ahead). */
const TYPE_AHEAD_MS = 500;
/** Room the popup wants below the trigger before it opens above instead (its max height). */
const POPUP_ROOM_PX = 288;

function isPrintableKey(event: KeyboardEvent) {
  return (
    event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey
  );
}

/** The first option from `start` (wrapping round) whose label begins with `text`, else -1. */
function findByPrefix(options: readonly TSelectOption[], text: string, start: number) {
  const wanted = text.toLocaleLowerCase();
  for (let step = 0; step < options.length; step += 1) {
    const index = (start + step) % options.length;
    if (options[index]?.label.toLocaleLowerCase().startsWith(wanted)) return index;
  }
  return -1;
}

/**
 * The product's custom select (docs/product/screens-and-routes.md shared pieces): a button that opens a listbox
 * (WAI-ARIA button + listbox pattern). The button is named by the label and described by the
 * shown value, the hint and the error. While open, focus is on the listbox, whose active
 * option is pointed at by aria-activedescendant.
 */
export function CustomSelect({
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  hint,
  invalid = false,
  disabled = false,
  required = false,
  id,
}: TCustomSelectProps) {
  const { language } = useLanguage();
  const baseId = useId();
  const buttonId = id ?? `${baseId}-button`;
  const labelId = `${baseId}-label`;
  const valueId = `${baseId}-value`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listboxRef = useRef<HTMLUListElement>(null);
  const typed = useRef({ text: '', at: 0 });
  const [open, setOpen] = useState(false);
  const [above, setAbove] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const selectedIndex = options.findIndex((option) => option.value === value);
  const selected = selectedIndex >= 0 ? options[selectedIndex] : undefined;
  const shownText = selected?.label ?? placeholder ?? pickText(SELECT_TEXT.placeholder, language);
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;

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
  }, [open]);

  useEffect(() => {
    if (!open || activeIndex < 0) return;
    document.getElementById(`${baseId}-option-${activeIndex}`)?.scrollIntoView?.({
      block: 'nearest',
    });
  }, [open, activeIndex, baseId]);

  useOutsidePress(open, [rootRef], () => setOpen(false));

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space reach onClick as the button's own activation.
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        openAt(
          selectedIndex >= 0 ? selectedIndex : event.key === 'ArrowUp' ? options.length - 1 : 0,
        );
        return;
      case 'Home':
        event.preventDefault();
        openAt(0);
        return;
      case 'End':
        event.preventDefault();
        openAt(options.length - 1);
        return;
      default:
        if (isPrintableKey(event)) {
          event.preventDefault();
          const match = typeAhead(event.key, selectedIndex, event.timeStamp);
          openAt(match >= 0 ? match : selectedIndex);
        }
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = options.length - 1;
    const move = (index: number) => {
      event.preventDefault();
      setActiveIndex(Math.min(Math.max(index, 0), last));
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(activeIndex + 1);
      case 'ArrowUp':
        return move(activeIndex - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(last);
      case 'PageDown':
        return move(activeIndex + 10);
      case 'PageUp':
        return move(activeIndex - 10);
      case 'Enter':
      case ' ':
        event.preventDefault();
        choose(activeIndex);
        return;
      case 'Escape':
        event.preventDefault();
        // Keeps an enclosing modal open: this Escape belonged to the select.
        event.stopPropagation();
        close(true);
        return;
      // Tab moves focus on by itself (the list is not in the tab order); onBlur closes the list.
      default:
        if (isPrintableKey(event)) {
          event.preventDefault();
          const match = typeAhead(event.key, activeIndex, event.timeStamp);
          if (match >= 0) setActiveIndex(match);
        }
    }
  };

  const classNames = [styles.listbox, above ? styles.above : ''].filter(Boolean).join(' ');

  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label} onClick={() => buttonRef.current?.focus()}>
        {label}
      </span>
      <div ref={rootRef} className={styles.control}>
        <button
          ref={buttonRef}
          id={buttonId}
          type="button"
          className={styles.trigger}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listboxId : undefined}
          // Label and current value, as a native select is announced; the value is visible text.
          aria-labelledby={`${labelId} ${valueId}`}
          aria-describedby={describedBy}
          aria-invalid={error || invalid ? true : undefined}
          disabled={disabled}
          // While open, a press on the trigger must not first blur the list (which would close
          // it and let the click open it again).
          onMouseDown={(event) => {
            if (open) event.preventDefault();
          }}
          onClick={() => (open ? close(true) : openAt(selectedIndex))}
          onKeyDown={onButtonKeyDown}
        >
          <span id={valueId} className={selected ? styles.value : styles.placeholder}>
            {shownText}
          </span>
          <span className={styles.arrow} aria-hidden="true" />
        </button>
        {open && (
          <ul
            ref={listboxRef}
            id={listboxId}
            role="listbox"
            tabIndex={-1}
            className={classNames}
            aria-labelledby={labelId}
            aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            aria-required={required || undefined}
            onKeyDown={onListKeyDown}
            onBlur={(event) => {
              // Tab, Shift+Tab or any other move of focus away from the list closes it.
              const next = event.relatedTarget as Node | null;
              if (next && !event.currentTarget.contains(next)) close(false);
            }}
          >
            {options.map((option, index) => (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={index === selectedIndex}
                className={styles.option}
                data-active={index === activeIndex ? 'true' : undefined}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => {
                  if (index !== activeIndex) setActiveIndex(index);
                }}
                onClick={() => choose(index)}
              >
                {option.label}
              </li>
            ))}
          </ul>
        )}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
