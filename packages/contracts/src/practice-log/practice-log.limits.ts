/**
 * Bounds of the practice log (docs/product/lesson-notes.md): a day within the last
 * DAYS_BACK days (today included) and never in the future, MINUTES a practice, at most
 * ENTRIES_PER_DAY entries a day per member; the list goes PAGE_SIZE at a time, and the tempo chart
 * reads the entries of the last CHART_DAYS days.
 */
export const PRACTICE_LOG_LIMITS = {
  DAYS_BACK: 60,
  MINUTES: { MIN: 1, MAX: 600 },
  EXERCISE: 100,
  ENTRIES_PER_DAY: 20,
  PAGE_SIZE: 20,
  MAX_PAGE: 1000,
  CHART_DAYS: 60,
  SUGGESTIONS: 20,
} as const;

/** A tempo in beats per minute, as a teacher asks for it and a member reaches it. */
export const TEMPO_BPM = { MIN: 20, MAX: 300 } as const;
