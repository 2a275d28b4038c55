import { pickText } from '@academy/contracts';
import { useId, useRef } from 'react';
import { useLanguage } from '@/i18n/use-language';
import styles from './CustomSelect.module.css';
import { onTriggerKeyDown } from './select-keys';
import { SELECT_TEXT } from './select-text';
import { SelectListbox } from './SelectListbox';
import { useSelectPopup } from './use-select-popup';

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

function selectIds(baseId: string, id: string | undefined) {
  return {
    buttonId: id ?? `${baseId}-button`,
    labelId: `${baseId}-label`,
    valueId: `${baseId}-value`,
    hintId: `${baseId}-hint`,
    errorId: `${baseId}-error`,
    listboxId: `${baseId}-listbox`,
    optionId: (index: number) => `${baseId}-option-${index}`,
  };
}

function FieldNote({ id, className, text }: { id: string; className?: string; text?: string }) {
  return text ? (
    <p id={id} className={className}>
      {text}
    </p>
  ) : null;
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
  const { buttonId, labelId, valueId, hintId, errorId, listboxId, optionId } = selectIds(
    baseId,
    id,
  );
  // The refs are made here and lent to the popup hook: a hook's result holding refs would count
  // as a ref itself (react-hooks/refs), and reading its state while rendering would be refused.
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listboxRef = useRef<HTMLUListElement>(null);
  const refs = { rootRef, buttonRef, listboxRef };
  const popup = useSelectPopup({ baseId, options, value, onChange, disabled, ...refs });
  const { open } = popup;

  const selectedIndex = options.findIndex((option) => option.value === value);
  const selected = selectedIndex >= 0 ? options[selectedIndex] : undefined;
  const shownText = selected?.label ?? placeholder ?? pickText(SELECT_TEXT.placeholder, language);
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;

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
          onClick={() => (open ? popup.close(true) : popup.openAt(selectedIndex))}
          onKeyDown={(event) => onTriggerKeyDown(event, popup, selectedIndex)}
        >
          <span id={valueId} className={selected ? styles.value : styles.placeholder}>
            {shownText}
          </span>
          <span className={styles.arrow} aria-hidden="true" />
        </button>
        {open && (
          <SelectListbox
            popup={popup}
            listboxRef={listboxRef}
            options={options}
            listboxId={listboxId}
            labelId={labelId}
            optionId={optionId}
            selectedIndex={selectedIndex}
            required={required}
          />
        )}
      </div>
      <FieldNote id={hintId} className={styles.hint} text={hint} />
      <FieldNote id={errorId} className={styles.error} text={error} />
    </div>
  );
}
