import { z } from 'zod';
import { isoDateField } from '../common/dates';
import { pagedList } from '../common/pagination';
import { requiredText } from '../common/text-fields';
import { PRACTICE_LOG_LIMITS, TEMPO_BPM } from './practice-log.limits';

/** A whole number from `min` to `max`, typed into a number field and sent as a number. */
function boundedCount(min: number, max: number, key: 'tempoRange' | 'practiceMinutesRange') {
  return z
    .number({ error: key })
    .int({ error: key })
    .min(min, { error: key })
    .max(max, { error: key });
}

/** A tempo in beats per minute (TEMPO_BPM); null or absent when none was given. */
export const ZTempoBpm = boundedCount(TEMPO_BPM.MIN, TEMPO_BPM.MAX, 'tempoRange');

/** A page of a member's own list, bounded so that no page asks the database to skip without end. */
export const ZOwnPageQuery = z.object({
  page: z.coerce
    .number({ error: 'invalidValue' })
    .int({ error: 'invalidValue' })
    .min(1, { error: 'invalidValue' })
    .max(PRACTICE_LOG_LIMITS.MAX_PAGE, { error: 'invalidValue' })
    .default(1),
});
export type TOwnPageQuery = z.infer<typeof ZOwnPageQuery>;

/**
 * POST /practice-log: one practice. Whether the day may be logged (not in the future, within
 * PRACTICE_LOG_LIMITS.DAYS_BACK) is the API's rule: it reads the clock.
 */
export const ZPracticeEntryInput = z.object({
  date: isoDateField(),
  minutes: boundedCount(
    PRACTICE_LOG_LIMITS.MINUTES.MIN,
    PRACTICE_LOG_LIMITS.MINUTES.MAX,
    'practiceMinutesRange',
  ),
  exercise: requiredText('practiceExerciseRequired', PRACTICE_LOG_LIMITS.EXERCISE),
  tempoBpm: ZTempoBpm.nullable().optional(),
});
export type TPracticeEntryInput = z.infer<typeof ZPracticeEntryInput>;

export const ZPracticeEntry = z.object({
  id: z.number().int(),
  date: z.string(),
  minutes: z.number().int(),
  exercise: z.string(),
  tempoBpm: z.number().int().nullable(),
  createdAt: z.string(),
});
export type TPracticeEntry = z.infer<typeof ZPracticeEntry>;

/** One line of the tempo chart: the best tempo of each day the exercise was played with one. */
export const ZTempoSeries = z.object({
  exercise: z.string(),
  points: z.array(z.object({ date: z.string(), bpm: z.number().int() })),
});
export type TTempoSeriesItem = z.infer<typeof ZTempoSeries>;

/**
 * GET /practice-log/mine: a page of entries, newest first; the tempo chart of the last
 * PRACTICE_LOG_LIMITS.CHART_DAYS days; the pieces of the member's lesson notes to suggest as
 * exercises; and the first day that may be logged today.
 */
export const ZPracticeLog = pagedList({
  entries: z.array(ZPracticeEntry),
  tempo: z.array(ZTempoSeries),
  suggestions: z.array(z.string()),
  firstDay: z.string(),
  today: z.string(),
});
export type TPracticeLog = z.infer<typeof ZPracticeLog>;

/** What the teacher reads before a lesson: the member's practice since their previous lesson. */
export const ZPracticeSummary = z.object({
  /** The first and last day counted (the day after the previous lesson, the lesson's day). */
  from: z.string(),
  to: z.string(),
  totalMinutes: z.number().int(),
  entries: z.number().int(),
  bestTempos: z.array(z.object({ exercise: z.string(), bpm: z.number().int() })),
});
export type TPracticeSummary = z.infer<typeof ZPracticeSummary>;
