import {
  addDaysToIsoDate,
  practiceTotals,
  PRACTICE_LOG_LIMITS,
  type TPracticeSummary,
} from '@academy/contracts';
import { toPracticeFacts } from './practice-log-mappers.js';
import type { PracticeLogRepository } from './practice-log-repository.js';

/** One member's lesson and the lesson before it, if any within the log's window. */
export interface PracticeWindow {
  memberId: number;
  lessonDate: string;
  previousLessonDate: string | null;
}

/**
 * The practice each member logged since their previous lesson (docs/product/lesson-notes.md): from
 * the day after it to the lesson's day, both counted; without a previous lesson in the log's
 * window, the whole window before the lesson. One read for all the members of a day.
 */
export async function practiceSince(
  practiceLog: PracticeLogRepository,
  windows: readonly PracticeWindow[],
): Promise<Map<number, TPracticeSummary>> {
  const ranges = windows.map((window) => ({
    memberId: window.memberId,
    from: window.previousLessonDate
      ? addDaysToIsoDate(window.previousLessonDate, 1)
      : addDaysToIsoDate(window.lessonDate, -(PRACTICE_LOG_LIMITS.DAYS_BACK - 1)),
    to: window.lessonDate,
  }));
  if (ranges.length === 0) return new Map();
  const earliest = ranges.reduce((min, range) => (range.from < min ? range.from : min), '9999');
  const latest = ranges.reduce((max, range) => (range.to > max ? range.to : max), '0000');
  const rows = await practiceLog.findBetween(
    ranges.map((range) => range.memberId),
    earliest,
    latest,
  );
  const facts = rows.map((row) => ({ memberId: row.memberId, ...toPracticeFacts(row) }));
  return new Map(
    ranges.map((range) => {
      const own = facts.filter(
        (fact) =>
          fact.memberId === range.memberId && fact.date >= range.from && fact.date <= range.to,
      );
      return [range.memberId, { from: range.from, to: range.to, ...practiceTotals(own) }];
    }),
  );
}
