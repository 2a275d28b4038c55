import { validationMessage } from '@academy/contracts';
import type { TValidationMessageKey } from '@academy/contracts';
import { useState } from 'react';
import { lookupDates, todayIsoDate } from '@/components/calendar/calendar-dates';
import { MonthCalendar } from '@/components/calendar/MonthCalendar';
import { usePublicHolidayCheck } from '@/components/calendar/use-public-holiday-check';
import { useMonthClosures } from '@/components/application-form/use-month-closures';
import formStyles from '@/components/form/Form.module.css';
import { useLanguage, useT } from '@/i18n/use-language';
import { useIsPrerendering } from '@/lib/prerender/prerender-context';
import { removeOnedayDate, toggleOnedayHour } from '../oneday-selection';
import type { TOnedaySelections } from '../oneday-selection';
import chipStyles from '@/components/application-form/Chips.module.css';
import styles from './Oneday.module.css';
import { OnedaySlots } from './OnedaySlots';
import { OnedaySummary } from './OnedaySummary';

type TOnedaySchedulerProps = {
  selections: TOnedaySelections;
  onChange: (selections: TOnedaySelections) => void;
  activeDate: string | null;
  onActiveDateChange: (date: string) => void;
};

/** docs/product/screens-and-routes.md one-day screen: a month calendar for the dates, hourly slots for the shown date. */
export function OnedayScheduler({
  selections,
  onChange,
  activeDate,
  onActiveDateChange,
}: TOnedaySchedulerProps) {
  const t = useT();
  const copy = t.applications.oneday;
  const { language } = useLanguage();
  const [refusal, setRefusal] = useState<TValidationMessageKey | null>(null);
  const closures = useMonthClosures(todayIsoDate());
  // No one-day class on a public holiday (docs/product/back-office.md).
  const isHoliday = usePublicHolidayCheck();
  const refusalOf = (date: string): TValidationMessageKey => {
    if (closures.isClosed(date)) return 'academyClosedDay';
    return isHoliday(date) ? 'publicHolidayNotOffered' : 'pastDateNotAllowed';
  };
  // The copy prerendered at build time would show the build day's month: it keeps the space.
  const prerendering = useIsPrerendering();

  const showDate = (date: string) => {
    setRefusal(null);
    onActiveDateChange(date);
  };

  return (
    <div className={styles.scheduler}>
      {prerendering ? (
        <div className={styles.calendarPlaceholder} />
      ) : (
        <MonthCalendar
          label={copy.calendarLabel}
          disablePast
          lastDate={lookupDates(todayIsoDate()).lastDate}
          selectedDates={activeDate ? [activeDate] : []}
          markedDates={Object.keys(selections)}
          markedLabel={copy.markedLabel}
          isDateUnavailable={(date) => closures.isClosed(date) || isHoliday(date)}
          onMonthChange={closures.onMonthChange}
          onSelectDate={showDate}
          onUnavailableDate={(date) => setRefusal(refusalOf(date))}
        />
      )}
      <div className={styles.slotsColumn}>
        {refusal && (
          <p className={`${formStyles.alert} ${styles.refusal}`} role="alert">
            {validationMessage(refusal, language)}
          </p>
        )}
        {activeDate === null ? (
          <p className={chipStyles.status}>{copy.slotsPrompt}</p>
        ) : (
          <OnedaySlots
            key={activeDate}
            date={activeDate}
            chosen={selections[activeDate] ?? []}
            onRefuse={setRefusal}
            onToggle={(hour) => {
              setRefusal(null);
              onChange(toggleOnedayHour(selections, activeDate, hour));
            }}
          />
        )}
        <OnedaySummary
          selections={selections}
          onShowDate={showDate}
          onRemoveTime={(date, hour) => onChange(toggleOnedayHour(selections, date, hour))}
          onRemoveDate={(date) => onChange(removeOnedayDate(selections, date))}
        />
      </div>
    </div>
  );
}
