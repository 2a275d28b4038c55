import { isTuitionMonthText } from '@academy/contracts';
import { addMonths } from '@/components/calendar/calendar-dates';
import { TextField } from '@/components/form/TextField';
import styles from './MonthPicker.module.css';

type TMonthPickerProps = {
  month: string;
  /** The first and last months the API accepts (e.g. TUITION_MONTH_WINDOW). */
  first: string;
  last: string;
  onChange: (month: string) => void;
  /** The field's label and the steps' names, in the page's language. */
  copy: { label: string; previous: string; next: string };
};

/**
 * The month on screen: a step back, the month field and a step forward, each reachable by
 * keyboard; the tuition list and the text-message usage use it.
 */
export function MonthPicker({ month, first, last, onChange, copy }: TMonthPickerProps) {
  // Browsers without a month control give free text: only a whole month in the window counts.
  const choose = (next: string) => {
    if (isTuitionMonthText(next) && next >= first && next <= last) onChange(next);
  };
  return (
    <div className={styles.monthBar}>
      <button
        type="button"
        className={styles.monthStep}
        aria-label={copy.previous}
        disabled={month <= first}
        onClick={() => choose(addMonths(month, -1))}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <TextField
        type="month"
        label={copy.label}
        value={month}
        min={first}
        max={last}
        required
        onChange={(event) => choose(event.target.value)}
      />
      <button
        type="button"
        className={styles.monthStep}
        aria-label={copy.next}
        disabled={month >= last}
        onClick={() => choose(addMonths(month, 1))}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
