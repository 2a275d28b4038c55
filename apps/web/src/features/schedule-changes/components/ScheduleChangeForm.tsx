import {
  hourToTime,
  isScheduleChangeNewDate,
  scheduleChangeWindowEnd,
  TEXT_LIMITS,
} from '@academy/contracts';
import type { TLessonWeekday } from '@academy/contracts';
import { todayIsoDate } from '@/components/calendar/calendar-dates';
import { formatFullDate } from '@/components/calendar/calendar-format';
import { MonthCalendar } from '@/components/calendar/MonthCalendar';
import formStyles from '@/components/form/Form.module.css';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextAreaField } from '@/components/form/TextAreaField';
import { useLanguage, useT } from '@/i18n/use-language';
import type { TMyScheduleChange } from '../api/get-my-schedule-changes';
import { useDayBusyRanges } from '@/components/application-form/use-day-busy-ranges';
import { useMonthClosures } from '@/components/application-form/use-month-closures';
import styles from '@/components/member-area/Member.module.css';
import { ScheduleChangeHours } from './ScheduleChangeHours';
import { ScheduleChangeTarget } from './ScheduleChangeTarget';
import { useScheduleChange } from './use-schedule-change';

type TScheduleChangeFormProps = {
  lessonDayOfWeek: TLessonWeekday;
  requests: readonly TMyScheduleChange[];
  /** Months (YYYY-MM) a pause of the member holds: their lessons are not offered for moving. */
  pausedMonths?: readonly string[];
};

/** docs/product/validation.md schedule change: target lesson, new date and hour (busy ones disabled), reason. */
export function ScheduleChangeForm({
  lessonDayOfWeek,
  requests,
  pausedMonths = [],
}: TScheduleChangeFormProps) {
  const copy = useT().member.schedule;
  const { language } = useLanguage();
  const today = todayIsoDate();
  const change = useScheduleChange(lessonDayOfWeek, requests, pausedMonths);
  const { form, targets } = change;
  const { target, requestedDate, hour } = form.values;
  const busy = useDayBusyRanges(requestedDate);
  const closures = useMonthClosures(today);
  // No lesson is moved into a month a pause holds either (the API refuses it).
  const paused = (date: string) => pausedMonths.includes(date.slice(0, 7));

  return (
    <form
      className={`${styles.card} ${formStyles.form}`}
      aria-label={copy.formLabel}
      onSubmit={change.onSubmit}
      noValidate
    >
      <FormAlert message={change.problem} />
      <ScheduleChangeTarget
        lessonDayOfWeek={lessonDayOfWeek}
        targets={targets}
        anyNoticed={change.anyNoticed}
        value={target}
        onChange={change.chooseTarget}
      />
      <MonthCalendar
        label={copy.calendarLabel}
        disablePast
        lastDate={scheduleChangeWindowEnd(today)}
        isDateUnavailable={(date) =>
          !isScheduleChangeNewDate(date, today) || closures.isClosed(date) || paused(date)
        }
        onMonthChange={closures.onMonthChange}
        selectedDates={requestedDate ? [requestedDate] : []}
        onSelectDate={change.chooseDate}
        onUnavailableDate={(date) =>
          change.refuse(
            date < today
              ? 'pastDateNotAllowed'
              : closures.isClosed(date)
                ? 'academyClosedDay'
                : paused(date) && isScheduleChangeNewDate(date, today)
                  ? 'pausedMonthLesson'
                  : 'scheduleChangeNewDateOutsideWindow',
          )
        }
      />
      <p className={styles.muted}>
        {copy.requestedDateLabel}:{' '}
        {requestedDate ? formatFullDate(requestedDate, language) : copy.requestedDateNone}
      </p>
      {requestedDate !== null && (
        <ScheduleChangeHours
          date={requestedDate}
          busy={busy}
          hour={hour}
          onToggle={change.toggleHour}
        />
      )}
      {hour !== null && (
        <p className={styles.muted} aria-live="polite">
          {copy.endTimeLabel}: {hourToTime(hour + 1)}
        </p>
      )}
      <TextAreaField
        label={copy.reasonLabel}
        hint={copy.reasonHint}
        {...form.field('reason')}
        maxLength={TEXT_LIMITS.REASON}
        rows={4}
        required
      />
      <SubmitButton pending={form.pending} label={copy.submit} pendingLabel={copy.submitting} />
    </form>
  );
}
