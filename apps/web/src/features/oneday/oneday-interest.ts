import { APPLICATION_LESSON_TYPES } from '@academy/contracts';
import type { TApplicationLessonType } from '@academy/contracts';

/**
 * The course a one-day applicant is curious about. The application itself has no lesson type,
 * so the choice travels as the first line of the message; "undecided" adds nothing.
 */
export const ONEDAY_INTERESTS = [...APPLICATION_LESSON_TYPES, 'undecided'] as const;
export type TOnedayInterest = (typeof ONEDAY_INTERESTS)[number];

export function initialOnedayInterest(type: TApplicationLessonType | null): TOnedayInterest {
  return type ?? 'undecided';
}

/** The message as sent: the interest line, a blank line, then what the applicant wrote. */
export function messageWithInterest(message: string, interestLine: string | null): string {
  if (interestLine === null) return message;
  return message.trim() === '' ? interestLine : `${interestLine}\n\n${message}`;
}
