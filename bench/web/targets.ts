// The quality gate's Lighthouse targets (mobile preset), in Lighthouse's 0-100 scores.

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type TCategory = (typeof CATEGORIES)[number];

export const TARGETS: Record<TCategory, number> = {
  performance: 90,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
};

/** The guest pages measured: the landing page and the two application forms. */
export const PAGES = ['/', '/lesson-request', '/one-day-class'] as const;

export type TScores = Record<TCategory, number>;

export function belowTarget(scores: TScores): TCategory[] {
  return CATEGORIES.filter((category) => scores[category] < TARGETS[category]);
}
