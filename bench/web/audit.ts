// One Lighthouse run of one page, reduced to what the report prints.
import lighthouse, { type Result } from 'lighthouse';
import { CATEGORIES, type TCategory, type TScores } from './targets.js';

export interface PageAudit {
  url: string;
  scores: TScores;
  /** Lab metrics as Lighthouse displays them, e.g. { LCP: "2.1 s" }. */
  metrics: Record<string, string>;
  /** Audits that lost points, per category, with their displayed value. */
  failures: Record<TCategory, string[]>;
  /** The HTML report Lighthouse wrote, and its data (for digging into an audit). */
  html: string;
  lhr: Result;
}

const METRICS: Record<string, string> = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};

function failuresOf(lhr: Result, category: TCategory): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
    .map((audit) => {
      const shown = audit?.displayValue ? ` (${audit.displayValue})` : '';
      return `${audit?.id}: ${audit?.title}${shown}`;
    });
}

/** Lighthouse's default settings: the mobile preset with simulated throttling. */
export async function auditPage(url: string, chromePort: number): Promise<PageAudit> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'html',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      Math.round((lhr.categories[category]?.score ?? 0) * 100),
    ]),
  ) as TScores;
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.displayValue ?? '?']),
  );
  const failures = Object.fromEntries(
    CATEGORIES.map((category) => [category, failuresOf(lhr, category)]),
  ) as Record<TCategory, string[]>;
  const html = typeof result.report === 'string' ? result.report : result.report.join('');
  return { url, scores, metrics, failures, html, lhr };
}
