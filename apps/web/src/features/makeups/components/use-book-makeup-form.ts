import {
  addDaysToIsoDate,
  hourToTime,
  isLessonWeekday,
  isPublicHoliday,
  MAKEUP_LIMITS,
  weekdayOfIsoDate,
  ZMakeupBooking,
} from '@academy/contracts';
import type { TMakeupCredit } from '@academy/contracts';
import { staffToast } from '@/components/staff-area/staff-toast';
import { todayIsoDate } from '@/components/calendar/calendar-dates';
import { useForm } from '@/components/form/use-form';
import { useMyProfile } from '@/components/member-area/get-my-profile';
import { useT } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useBookMakeup } from '../api/makeups';

/**
 * Weekdays from today to the credit's last day, the days a make-up may take, less public
 * holidays (docs/product/makeups.md), the weekday of the member's own weekly lesson and the days
 * of their other make-ups (one lesson a day; the API also refuses a moved one).
 */
export function bookableDays(
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
      !isPublicHoliday(date) &&
      weekday !== lessonWeekday &&
      !takenDays.has(date)
    );
  });
}

type TBookingDraft = { date: string; hour: number | null };

/** The booking form and the days the credit may be booked on, once they are known. */
export function useBookMakeupForm(
  credit: TMakeupCredit,
  takenDays: ReadonlySet<string>,
  onClose: () => void,
) {
  const copy = useT().makeups.member;
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
      staffToast.success(message);
      onClose();
    },
    failMessage: (error) => errorMessageOf(error, copy.failed),
  });
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
  return { form, daysKnown, days };
}
