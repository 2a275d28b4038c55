import { z } from 'zod';
import { type TDayTimes, ZDayTimes } from '../common/lesson-slot';
import { rangesOverlap, timeToMinutes } from '../common/dates';
import type { TBilingualText } from '../common/language';

const MINUTES_PER_DAY = 24 * 60;

/**
 * What a member already has at an hour (docs/product/makeups.md, "The member's own hours"): a
 * lesson (their weekly one, or one moved onto the day), a make-up (booked, or requested and
 * waiting for the academy) or a practice-room booking. None of them may overlap another.
 */
export const OWN_HOUR_KINDS = ['lesson', 'makeup', 'practice'] as const;
export const ZOwnHourKind = z.enum(OWN_HOUR_KINDS);
export type TOwnHourKind = z.infer<typeof ZOwnHourKind>;

/** One stretch of the member's own time on a Seoul day, HH:mm to HH:mm. */
export const ZOwnHour = z.object({
  ...ZDayTimes.shape,
  kind: ZOwnHourKind,
});
export type TOwnHour = z.infer<typeof ZOwnHour>;

/** Minutes of the day from start to end; an end at midnight ("00:00") is the day's end. */
function minutesOf(times: TDayTimes): [number, number] {
  const start = timeToMinutes(times.startTime);
  const end = timeToMinutes(times.endTime);
  return [start, end <= start ? end + MINUTES_PER_DAY : end];
}

/**
 * The member's own hour that a booking of [startTime, endTime) on `date` would overlap, if any
 * (touching ends do not). The API refuses with its kind's message; the pickers label the hour.
 */
export function findOwnHourOverlapping<THour extends TDayTimes>(
  ownHours: readonly THour[],
  wanted: TDayTimes,
): THour | undefined {
  const [start, end] = minutesOf(wanted);
  return ownHours.find((own) => {
    if (own.date !== wanted.date) return false;
    const [ownStart, ownEnd] = minutesOf(own);
    return rangesOverlap(start, end, ownStart, ownEnd);
  });
}

/** "You have a … at that time": why a practice booking or a make-up at that hour is refused. */
function ownHourTaken<const TKo extends string, const TEn extends string>(
  koNoun: TKo,
  enWhat: TEn,
) {
  return {
    ko: `그 시간에는 회원님의 ${koNoun}이 있습니다. 다른 시간을 선택해주세요.`,
    en: `You have ${enWhat} at that time. Please choose another time.`,
  } as const;
}

/** A member's own hour as staff messages name it ("… overlaps the member's practice room booking"). */
export const OWN_HOUR_NOUNS = {
  lesson: { ko: '레슨', en: 'lesson' },
  makeup: { ko: '보강 수업', en: 'make-up lesson' },
  practice: { ko: '연습실 예약', en: 'practice room booking' },
} as const satisfies Record<TOwnHourKind, TBilingualText>;

/** Why a practice booking or a make-up at that hour is refused (409 OWN_HOUR_TAKEN). */
export const OWN_HOUR_MESSAGES = {
  lesson: ownHourTaken(OWN_HOUR_NOUNS.lesson.ko, 'a lesson'),
  makeup: ownHourTaken(OWN_HOUR_NOUNS.makeup.ko, 'a make-up lesson'),
  practice: ownHourTaken(OWN_HOUR_NOUNS.practice.ko, 'a practice room booked'),
} as const satisfies Record<TOwnHourKind, TBilingualText>;
