import {
  addDaysToIsoDate,
  hourToTime,
  isHourBusy,
  isLessonWeekday,
  isMakeupHour,
  MAKEUP_LIMITS,
  makeupStart,
  pickText,
  SCHEDULE_CHANGE_SLOT_HOURS,
  TOASTS,
  weekdayOfIsoDate,
  ZMakeupBooking,
} from '@academy/contracts';
import type { TMakeupCredit, TOwnHour } from '@academy/contracts';
import toast from 'react-hot-toast';
import { useDayBusyRanges } from '@/components/application-form/use-day-busy-ranges';
import { todayIsoDate } from '@/components/calendar/calendar-dates';
import { useMyProfile } from '@/components/member-area/get-my-profile';
import { HourSlot } from '@/components/member-area/HourSlot';
import { ownHourKindAt } from '@/components/member-area/own-hours';
import { formatFullDate } from '@/components/calendar/calendar-format';
import { SelectField } from '@/components/form/SelectField';
import { useForm } from '@/components/form/use-form';
import memberStyles from '@/components/member-area/Member.module.css';
import { FormModal } from '@/components/staff-area/FormModal';
import formStyles from '@/components/form/Form.module.css';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useBookMakeup } from '../api/makeups';

/**
 * Weekdays from today to the credit's last day, the days a make-up may take, less the weekday
 * of the member's own weekly lesson and the days of their other make-ups (one lesson a day; the
 * API also refuses a moved one).
 */
function bookableDays(
  today: string,
  lastDay: string,
  lessonWeekday: string | null,
  takenDays: ReadonlySet<string>,
): string[] {
  return Array.from({ length: MAKEUP_LIMITS.DAYS_OFFERED }, (_, i) =>
    addDaysToIsoDate(today, i),
  ).filter((date) => {
    const weekday = weekdayOfIsoDate(date);
    return (
      date <= lastDay &&
      isLessonWeekday(weekday) &&
      weekday !== lessonWeekday &&
      !takenDays.has(date)
    );
  });
}

type TBookingDraft = { date: string; hour: number | null };

/**
 * Books a make-up with the oldest open credit (docs/product/makeups.md): a day within the
 * credit's life, then a free hour of the teacher (the schedule-change hours, busy ones disabled,
 * as on the schedule-change form; the member's own practice bookings named and disabled). The
 * API says whether it was booked or sent for approval.
 */
export function BookMakeupDialog({
  credit,
  teacherId,
  takenDays,
  ownHours,
  onClose,
}: {
  credit: TMakeupCredit;
  /** The member's own lessons, make-ups and practice bookings, which a make-up may not overlap. */
  ownHours: readonly TOwnHour[];
  /** Days of the member's make-ups booked or waiting for the academy. */
  takenDays: ReadonlySet<string>;
  /** Whose free hours the make-up takes. */
  teacherId: number;
  onClose: () => void;
}) {
  const copy = useT().makeups.member;
  const { language } = useLanguage();
  const book = useBookMakeup();
  const form = useForm({
    initial: { date: '', hour: null } as TBookingDraft,
    schema: ZMakeupBooking,
    toInput: ({ date, hour }: TBookingDraft) => ({
      date,
      startTime: hour === null ? '' : hourToTime(hour),
    }),
    errorDisplay: 'submit',
    send: (body) => book.mutateAsync(body),
    onSent: ({ message }) => {
      toast.success(message, { duration: TOASTS.STAFF_SUCCESS_MS });
      onClose();
    },
    failMessage: (error) => errorMessageOf(error, copy.failed),
  });
  const { date, hour } = form.values;
  const busy = useDayBusyRanges(date === '' ? null : date, teacherId);
  const profile = useMyProfile();
  // Until the profile answers, the weekday of the member's own lesson is unknown: listing every
  // weekday meanwhile would offer days that vanish from the list a moment later.
  const daysKnown = !profile.isPending;
  const days = daysKnown
    ? bookableDays(
        todayIsoDate(),
        credit.expiresOn,
        profile.data?.lessonDayOfWeek ?? null,
        takenDays,
      )
    : [];

  return (
    <FormModal
      onClose={onClose}
      title={copy.dialogTitle}
      description={format(copy.dialogDescription, { until: credit.expiresOn })}
      formClassName={formStyles.form}
      onSubmit={form.onSubmit}
      alert={form.formError ?? form.failure}
      cancelText={copy.cancel}
      submit={{ pending: form.pending, text: copy.submit, pendingText: copy.submitting }}
    >
      <SelectField
        label={copy.dateLabel}
        value={date}
        onChange={(event) => {
          form.setValue('date', event.target.value);
          form.setValue('hour', null);
        }}
        required
        disabled={!daysKnown}
      >
        <option value="">{daysKnown ? copy.datePlaceholder : copy.daysLoading}</option>
        {days.map((day) => (
          <option key={day} value={day}>
            {formatFullDate(day, language)}
          </option>
        ))}
      </SelectField>
      {date !== '' &&
        (busy.loading ? (
          <p className={memberStyles.muted} role="status">
            {copy.timesLoading}
          </p>
        ) : busy.closure ? (
          <p className={memberStyles.muted} role="status">
            {format(copy.closedDay, {
              reason: pickText({ ko: busy.closure.reason, en: busy.closure.reasonEn }, language),
            })}
          </p>
        ) : (
          <div role="group" aria-label={copy.timesLabel} className={memberStyles.hours}>
            {SCHEDULE_CHANGE_SLOT_HOURS.map((slot) => (
              <HourSlot
                key={slot}
                hour={slot}
                own={ownHourKindAt(ownHours, date, slot)}
                disabled={
                  isHourBusy(slot, busy.ranges) ||
                  !isMakeupHour(date, hourToTime(slot)) ||
                  makeupStart(date, hourToTime(slot)) <= new Date()
                }
                pressed={hour === slot}
                onClick={() => form.setValue('hour', hour === slot ? null : slot)}
              />
            ))}
          </div>
        ))}
    </FormModal>
  );
}
