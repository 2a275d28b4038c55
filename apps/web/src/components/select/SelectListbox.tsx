import type { RefObject } from 'react';
import type { TSelectOption } from './CustomSelect';
import styles from './CustomSelect.module.css';
import { onListboxKeyDown } from './select-keys';
import type { TSelectPopup } from './use-select-popup';

type TSelectListboxProps = {
  popup: TSelectPopup;
  listboxRef: RefObject<HTMLUListElement | null>;
  options: readonly TSelectOption[];
  listboxId: string;
  labelId: string;
  optionId: (index: number) => string;
  selectedIndex: number;
  required: boolean;
};

/** The open list of options; focus stays on it and points at the active option. */
export function SelectListbox({
  popup,
  listboxRef,
  options,
  listboxId,
  labelId,
  optionId,
  selectedIndex,
  required,
}: TSelectListboxProps) {
  const { activeIndex, setActiveIndex } = popup;
  const classNames = [styles.listbox, popup.above ? styles.above : ''].filter(Boolean).join(' ');
  return (
    <ul
      ref={listboxRef}
      id={listboxId}
      role="listbox"
      tabIndex={-1}
      className={classNames}
      aria-labelledby={labelId}
      aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
      aria-required={required || undefined}
      onKeyDown={(event) => onListboxKeyDown(event, popup)}
      onBlur={(event) => {
        // Tab, Shift+Tab or any other move of focus away from the list closes it.
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) popup.close(false);
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
          onClick={() => popup.choose(index)}
        >
          {option.label}
        </li>
      ))}
    </ul>
  );
}
