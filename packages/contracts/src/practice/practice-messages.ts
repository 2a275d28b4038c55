import { bilingualTexts } from '../common/language';
import type { TBilingualText } from '../common/language';
import { PRACTICE_BOOKING_LIMITS, PRACTICE_CALENDAR_WINDOW } from './practice.limits';

const { HORIZON_DAYS, MAX_HOURS_PER_BOOKING, MAX_OPEN_BOOKINGS, MAX_HOURS_PER_WEEK } =
  PRACTICE_BOOKING_LIMITS;

/** Refusals of the booking caps, each naming its limit. */
export const PRACTICE_LIMIT_MESSAGES = bilingualTexts({
  practiceBeyondHorizon: {
    ko: `연습실은 오늘부터 ${HORIZON_DAYS}일 후까지만 예약할 수 있습니다.`,
    en: `Practice rooms can be booked at most ${HORIZON_DAYS} days ahead.`,
  },
  practiceMaxDuration: {
    ko: `한 번에 최대 ${MAX_HOURS_PER_BOOKING}시간까지 예약할 수 있습니다.`,
    en: `One booking can last at most ${MAX_HOURS_PER_BOOKING} hours.`,
  },
  practiceOpenBookingsLimit: {
    ko: `아직 끝나지 않은 연습실 예약은 최대 ${MAX_OPEN_BOOKINGS}건까지 가질 수 있습니다.`,
    en: `You can hold at most ${MAX_OPEN_BOOKINGS} practice bookings that have not ended yet.`,
  },
  practiceWeeklyHoursLimit: {
    ko: `연습실은 한 주(월요일~일요일)에 최대 ${MAX_HOURS_PER_WEEK}시간까지 예약할 수 있습니다.`,
    en: `You can book at most ${MAX_HOURS_PER_WEEK} practice hours per week (Monday to Sunday).`,
  },
  practiceCalendarRange: {
    ko: `연습실 일정은 ${PRACTICE_CALENDAR_WINDOW.MONTHS_BACK}개월 전부터 다음 달까지 조회할 수 있습니다.`,
    en: `The practice calendar covers ${PRACTICE_CALENDAR_WINDOW.MONTHS_BACK} months back to next month.`,
  },
});

/** The booking rules as the booking screen and docs/product/practice-rooms.md state them. */
export const PRACTICE_BOOKING_RULES: readonly TBilingualText[] = [
  {
    ko: `오늘부터 ${HORIZON_DAYS}일 후까지 예약할 수 있습니다.`,
    en: `Book up to ${HORIZON_DAYS} days ahead.`,
  },
  {
    ko: `한 번에 1시간 이상, 최대 ${MAX_HOURS_PER_BOOKING}시간까지 예약할 수 있습니다.`,
    en: `Each booking lasts 1 to ${MAX_HOURS_PER_BOOKING} hours.`,
  },
  {
    ko: `아직 끝나지 않은 예약은 최대 ${MAX_OPEN_BOOKINGS}건까지 가질 수 있습니다.`,
    en: `At most ${MAX_OPEN_BOOKINGS} bookings that have not ended yet.`,
  },
  {
    ko: `한 주(월요일~일요일, 한국 시간)에 최대 ${MAX_HOURS_PER_WEEK}시간까지 예약할 수 있습니다.`,
    en: `At most ${MAX_HOURS_PER_WEEK} hours per week (Monday to Sunday, Korea time).`,
  },
];
