import { pickText } from '@academy/contracts';
import { useLanguage } from '@/i18n/use-language';
import { addMonths } from './calendar-dates';
import type { TIsoMonth } from './calendar-dates';
import { formatMonthTitle } from './calendar-format';
import { CALENDAR_TEXT } from './calendar-text';
import styles from './MonthCalendar.module.css';

type TMonthHeaderProps = {
  month: TIsoMonth;
  titleId: string;
  canGoBack: boolean;
  canGoForward: boolean;
  todayMonth: TIsoMonth;
  onChange: (month: TIsoMonth) => boolean;
};

export function MonthHeader({
  month,
  titleId,
  canGoBack,
  canGoForward,
  todayMonth,
  onChange,
}: TMonthHeaderProps) {
  const { language } = useLanguage();
  return (
    <div className={styles.header}>
      <p id={titleId} className={styles.title} aria-live="polite">
        {formatMonthTitle(month, language)}
      </p>
      <div className={styles.navigation}>
        {month !== todayMonth && (
          <button type="button" className={styles.todayButton} onClick={() => onChange(todayMonth)}>
            {pickText(CALENDAR_TEXT.today, language)}
          </button>
        )}
        {[
          { step: -1, name: CALENDAR_TEXT.previousMonth, enabled: canGoBack, arrow: '‹' },
          { step: 1, name: CALENDAR_TEXT.nextMonth, enabled: canGoForward, arrow: '›' },
        ].map(({ step, name, enabled, arrow }) => (
          <button
            key={step}
            type="button"
            className={styles.navButton}
            aria-label={pickText(name, language)}
            disabled={!enabled}
            onClick={() => onChange(addMonths(month, step))}
          >
            <span aria-hidden="true">{arrow}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
