import { seoulDay } from './seoul-date';

/** The demo members' weekly lesson day (0 = Sunday): the student's Tuesday, the foreign member's Thursday. */
export const LESSON_WEEKDAY = { student: 2, foreign: 4 } as const;

/**
 * Which of a demo member's four weekly lessons of the coming four weeks (the window both a notice
 * of absence and a schedule change are given in) each journey works on. Journeys run in
 * parallel at two widths, and a date one of them holds (a notice, a pending or approved move) is
 * refused to the others, so no two of them ever share one: per member, at one width each,
 *
 * - the back office approves a move of the first (the only one that may be today or within a
 *   day, when no notice can be given for it);
 * - the member asks to move the second, sees it pending and withdraws it;
 * - the member gives notice for the third and spends its credit on a make-up;
 * - the member gives notice for the fourth and takes it back.
 */
export const LESSON_OF_JOURNEY = {
  approvedMove: 0,
  pendingMove: 1,
  notice: 2,
  noticeTakenBack: 3,
} as const;

/** yyyy-MM-dd of the member's weekly lesson the journey works on (today's lesson counts as the first). */
export function lessonDateOf(
  role: keyof typeof LESSON_WEEKDAY,
  journey: keyof typeof LESSON_OF_JOURNEY,
): string {
  const first = (LESSON_WEEKDAY[role] - seoulDay(0).weekday + 7) % 7;
  const day = seoulDay(first + 7 * LESSON_OF_JOURNEY[journey]);
  return `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}
