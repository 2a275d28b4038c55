import { addDaysToIsoDate } from '../common/dates';
import { PRACTICE_LOG_LIMITS } from './practice-log.limits';

/** Why a practice day cannot be logged: after today, or before the log's window. */
export type TPracticeDayRefusal = 'future' | 'tooOld';

/** The first day a practice may be logged for on `today` (Seoul). */
export const firstPracticeDay = (today: string): string =>
  addDaysToIsoDate(today, -(PRACTICE_LOG_LIMITS.DAYS_BACK - 1));

/** Whether a practice of `date` may be logged on `today`, both Seoul days. */
export function practiceDayRefusal(date: string, today: string): TPracticeDayRefusal | null {
  if (date > today) return 'future';
  if (date < firstPracticeDay(today)) return 'tooOld';
  return null;
}

/** One practice as the rules read it. */
export interface TPracticeFacts {
  date: string;
  minutes: number;
  exercise: string;
  tempoBpm: number | null;
}

/**
 * Entries of the same exercise typed with other spaces or letter case ("Paradiddle",
 * "paradiddle ") are one exercise.
 */
export const exerciseKey = (exercise: string): string =>
  exercise.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/** Groups entries by exercise, named as last written (entries are read in date order). */
function byExercise<TEntry extends TPracticeFacts>(entries: readonly TEntry[]) {
  const groups = new Map<string, { exercise: string; entries: TEntry[] }>();
  const inOrder = [...entries].sort((a, b) => a.date.localeCompare(b.date));
  for (const entry of inOrder) {
    const key = exerciseKey(entry.exercise);
    const group = groups.get(key) ?? { exercise: entry.exercise, entries: [] };
    group.exercise = entry.exercise.trim();
    group.entries.push(entry);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** What the teacher reads before a lesson: the practice since the previous one. */
export interface TPracticeTotals {
  totalMinutes: number;
  entries: number;
  bestTempos: { exercise: string; bpm: number }[];
}

/** Total minutes, number of entries and the best tempo reached per exercise (those with one). */
export function practiceTotals(entries: readonly TPracticeFacts[]): TPracticeTotals {
  const bestTempos = byExercise(entries).flatMap(({ exercise, entries: ofExercise }) => {
    const tempos = ofExercise.flatMap((entry) => (entry.tempoBpm === null ? [] : [entry.tempoBpm]));
    return tempos.length ? [{ exercise, bpm: Math.max(...tempos) }] : [];
  });
  return {
    totalMinutes: entries.reduce((sum, entry) => sum + entry.minutes, 0),
    entries: entries.length,
    bestTempos: bestTempos.sort((a, b) => a.exercise.localeCompare(b.exercise)),
  };
}

/** One line of the tempo chart: the best tempo of each day an exercise was played with one. */
export interface TTempoSeries {
  exercise: string;
  points: { date: string; bpm: number }[];
}

/** The chart's lines, one per exercise with a tempo, days in order, named alphabetically. */
export function tempoSeries(entries: readonly TPracticeFacts[]): TTempoSeries[] {
  const withTempo = entries.filter((entry) => entry.tempoBpm !== null);
  return byExercise(withTempo)
    .map(({ exercise, entries: ofExercise }) => {
      const best = new Map<string, number>();
      for (const entry of ofExercise) {
        const bpm = entry.tempoBpm ?? 0;
        best.set(entry.date, Math.max(best.get(entry.date) ?? 0, bpm));
      }
      return { exercise, points: [...best].map(([date, bpm]) => ({ date, bpm })) };
    })
    .sort((a, b) => a.exercise.localeCompare(b.exercise));
}
