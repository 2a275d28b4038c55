import styles from './TimeGrid.module.css';

type TCalendarViewSwitchProps<TView extends string> = {
  label: string;
  views: readonly TView[];
  names: Record<TView, string>;
  current: TView;
  onChange: (view: TView) => void;
};

/**
 * Month / Week / Day (/ Rooms): a group of toggle buttons, each reached by Tab and pressed with
 * Enter or Space; the page keeps the choice in its address.
 */
export function CalendarViewSwitch<TView extends string>({
  label,
  views,
  names,
  current,
  onChange,
}: TCalendarViewSwitchProps<TView>) {
  return (
    <div className={styles.switch} role="group" aria-label={label}>
      {views.map((view) => (
        <button
          key={view}
          type="button"
          className={styles.switchButton}
          aria-pressed={view === current}
          onClick={() => onChange(view)}
        >
          {names[view]}
        </button>
      ))}
    </div>
  );
}
