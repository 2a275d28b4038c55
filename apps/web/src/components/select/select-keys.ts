import type { KeyboardEvent } from 'react';
import type { TSelectOption } from './CustomSelect';
import type { TSelectPopup } from './use-select-popup';

export function isPrintableKey(event: KeyboardEvent) {
  return (
    event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey
  );
}

/** The first option from `start` (wrapping round) whose label begins with `text`, else -1. */
export function findByPrefix(options: readonly TSelectOption[], text: string, start: number) {
  const wanted = text.toLocaleLowerCase();
  for (let step = 0; step < options.length; step += 1) {
    const index = (start + step) % options.length;
    if (options[index]?.label.toLocaleLowerCase().startsWith(wanted)) return index;
  }
  return -1;
}

/** Keys on the closed trigger: arrows, Home, End and letters open the list at an option. */
export function onTriggerKeyDown(
  event: KeyboardEvent<HTMLButtonElement>,
  popup: TSelectPopup,
  selectedIndex: number,
) {
  const { openAt, options } = popup;
  // Enter and Space reach onClick as the button's own activation.
  switch (event.key) {
    case 'ArrowDown':
    case 'ArrowUp':
      event.preventDefault();
      openAt(selectedIndex >= 0 ? selectedIndex : event.key === 'ArrowUp' ? options.length - 1 : 0);
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
        const match = popup.typeAhead(event.key, selectedIndex, event.timeStamp);
        openAt(match >= 0 ? match : selectedIndex);
      }
  }
}

/** Keys on the open list: move the active option, choose it, close, or type ahead. */
export function onListboxKeyDown(event: KeyboardEvent<HTMLUListElement>, popup: TSelectPopup) {
  const { activeIndex, setActiveIndex } = popup;
  const last = popup.options.length - 1;
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
      popup.choose(activeIndex);
      return;
    case 'Escape':
      event.preventDefault();
      // Keeps an enclosing modal open: this Escape belonged to the select.
      event.stopPropagation();
      popup.close(true);
      return;
    // Tab moves focus on by itself (the list is not in the tab order); onBlur closes the list.
    default:
      if (isPrintableKey(event)) {
        event.preventDefault();
        const match = popup.typeAhead(event.key, activeIndex, event.timeStamp);
        if (match >= 0) setActiveIndex(match);
      }
  }
}
