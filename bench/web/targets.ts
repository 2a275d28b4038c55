// The quality gate's Lighthouse targets (mobile preset), in Lighthouse's 0-100 scores.

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type TCategory = (typeof CATEGORIES)[number];

export const TARGETS: Record<TCategory, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

/** The guest pages measured: the landing page, the two application forms and the inquiry check. */
export const PAGES = ['/', '/lesson-request', '/one-day-class', '/contact/check'] as const;

/** `LIGHTHOUSE_PAGES=/one-day-class,/lesson-request`: only these of PAGES (when tuning one page). */
export function selectPages(list: string | undefined): readonly string[] {
  const wanted = (list ?? '')
    .split(',')
    .map((page) => page.trim())
    .filter(Boolean);
  if (wanted.length === 0) return PAGES;
  const unknown = wanted.filter((page) => !(PAGES as readonly string[]).includes(page));
  if (unknown.length > 0)
    throw new Error(`LIGHTHOUSE_PAGES: not a measured page: ${unknown.join(', ')}`);
  return PAGES.filter((page) => wanted.includes(page));
}

export type TScores = Record<TCategory, number>;

export function belowTarget(scores: TScores): TCategory[] {
  return CATEGORIES.filter((category) => scores[category] < TARGETS[category]);
}
