import {
  addDaysToIsoDate,
  CLOSURE_MESSAGES,
  pickText,
  publicHolidaysBetween,
} from '@academy/contracts';
import type { TLanguage, TPublicHoliday } from '@academy/contracts';
import { useId, useMemo } from 'react';
import { useConfirm } from '@/components/dialogs/dialogs-context';
import { todayIsoDate } from '@/components/calendar/calendar-dates';
import { formatFullDate } from '@/components/calendar/calendar-format';
import { StaffButton } from '@/components/staff-area/StaffButton';
import { toastOutcome } from '@/components/staff-area/staff-toast';
import staff from '@/components/staff-area/Staff.module.css';
import { format } from '@/i18n/format';
import { useClosuresCopy } from '@/i18n/sections/closures';
import { useLanguage } from '@/i18n/use-language';
import { useDeclareClosure, useUpcomingClosures } from '../api/closures';
import styles from './Closures.module.css';

/** The holidays listed: those of the next 12 months (docs/product/back-office.md). */
const HOLIDAY_DAYS_AHEAD = 365;

/** The holiday's day and name as the reader reads them. */
function holidayText(holiday: TPublicHoliday, language: TLanguage) {
  return {
    date: formatFullDate(holiday.date, language),
    name: pickText({ ko: holiday.name, en: holiday.nameEn }, language),
  };
}

/**
 * The coming public holidays (docs/decisions/0057-korean-public-holidays.md), each declared
 * closed in one click after a confirmation, with its name as the reason; one already closed
 * says so instead.
 */
export function PublicHolidaysSection({ today = todayIsoDate() }: { today?: string }) {
  const copy = useClosuresCopy().holidays;
  const { language } = useLanguage();
  const headingId = useId();
  const holidays = useMemo(
    () => publicHolidaysBetween(today, addDaysToIsoDate(today, HOLIDAY_DAYS_AHEAD)),
    [today],
  );
  const closures = useUpcomingClosures();
  const declare = useDeclareClosure();
  const ask = useConfirm();
  const closedDates = new Set(closures.data?.map((closure) => closure.date));

  const onDeclare = async (holiday: TPublicHoliday) => {
    const values = holidayText(holiday, language);
    const question = format(copy.declareConfirm, values);
    if (!(await ask({ question, confirmLabel: format(copy.declareLabel, values) }))) return;
    await toastOutcome(
      declare.mutateAsync({ date: holiday.date, reason: holiday.name, reasonEn: holiday.nameEn }),
      () => pickText(CLOSURE_MESSAGES.closureCreated, language),
      copy.declareFailed,
    );
  };

  return (
    <section className={staff.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {copy.heading}
      </h2>
      <p className={styles.status}>{copy.lead}</p>
      {holidays.length === 0 ? (
        <p className={styles.status}>{copy.empty}</p>
      ) : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {holidays.map((holiday) => {
            const values = holidayText(holiday, language);
            return (
              <li key={holiday.date} className={styles.closure}>
                <span className={styles.closureText}>
                  <span className={styles.closureDate}>{values.date}</span>
                  <span>{values.name}</span>
                </span>
                {closedDates.has(holiday.date) ? (
                  <span className={styles.declared}>{copy.declared}</span>
                ) : (
                  <StaffButton
                    tone="primary"
                    disabled={closures.isPending || declare.isPending}
                    aria-label={format(copy.declareLabel, values)}
                    onClick={() => void onDeclare(holiday)}
                  >
                    {copy.declare}
                  </StaffButton>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
