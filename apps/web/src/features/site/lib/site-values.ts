import {
  FEES,
  FOOTER_LESSON_HOURS,
  HOURS,
  OFFICE_HOURS,
  PRACTICE,
  REPLY_PROMISE_WEEKDAYS,
  RETENTION,
} from '@academy/contracts';
import { format } from '@/i18n/format';
import { BUSINESS } from '@/lib/seo/business';
import { formatThousands } from '@/lib/thousands';

export const formatHour = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
export const formatAmount = formatThousands;

/**
 * The business facts the public pages quote, taken from the shared constants so a changed fee or
 * opening hour is written once. Dictionary strings name them as `{placeholders}`.
 */
export const SITE_VALUES = {
  generalFee: formatAmount(FEES.REGULAR_MONTHLY),
  examFee: formatAmount(FEES.EXAM_MONTHLY),
  lessonsPerMonth: FEES.LESSONS_PER_MONTH,
  dueDay: FEES.DUE_DAY,
  lessonMinutes: HOURS.LESSON_MINUTES,
  rooms: PRACTICE.ROOM_COUNT,
  minBookingHours: PRACTICE.MIN_BOOKING_MINUTES / 60,
  practiceOpen: formatHour(HOURS.PRACTICE.OPEN_HOUR),
  practiceClose: formatHour(HOURS.PRACTICE.CLOSE_HOUR),
  scheduleWeeks: HOURS.SCHEDULE_CHANGE.WINDOW_WEEKS,
  officeOpen: formatHour(OFFICE_HOURS.OPEN_HOUR),
  officeClose: formatHour(OFFICE_HOURS.CLOSE_HOUR),
  weekdayOpen: formatHour(FOOTER_LESSON_HOURS.WEEKDAY.OPEN_HOUR),
  weekdayClose: formatHour(FOOTER_LESSON_HOURS.WEEKDAY.CLOSE_HOUR),
  weekendOpen: formatHour(FOOTER_LESSON_HOURS.WEEKEND.OPEN_HOUR),
  weekendClose: formatHour(FOOTER_LESSON_HOURS.WEEKEND.CLOSE_HOUR),
  replyMin: REPLY_PROMISE_WEEKDAYS.MIN,
  replyMax: REPLY_PROMISE_WEEKDAYS.MAX,
  noticeDays: RETENTION.POLICY_CHANGE_NOTICE_DAYS,
  contractYears: RETENTION.CONTRACT_YEARS,
  paymentYears: RETENTION.PAYMENT_YEARS,
  complaintYears: RETENTION.COMPLAINT_YEARS,
  withdrawalYears: RETENTION.USER_INFO_AFTER_WITHDRAWAL_YEARS,
  phone: BUSINESS.telephone.display,
  email: BUSINESS.email,
} as const;

/** Fills a public-page string's `{placeholders}` from SITE_VALUES plus any page-specific values. */
export function fill(template: string, extra: Record<string, string | number> = {}): string {
  return format(template, { ...SITE_VALUES, ...extra });
}
