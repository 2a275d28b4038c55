// The table `pnpm bench:web` prints: scores against the targets, lab metrics, and what cost points.
import type { PageAudit } from './audit.js';
import { belowTarget, CATEGORIES, TARGETS } from './targets.js';

function table(rows: string[][]): string {
  const widths = (rows[0] ?? []).map((_, column) =>
    Math.max(...rows.map((cells) => (cells[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  const [header, ...body] = rows;
  return [line(header ?? []), rule, ...body.map(line)].join('\n');
}

export function formatScores(audits: PageAudit[]): string {
  const metricNames = Object.keys(audits[0]?.metrics ?? {});
  const header = ['page', ...CATEGORIES, ...metricNames];
  const targets = ['target', ...CATEGORIES.map((category) => `≥ ${TARGETS[category]}`)];
  const rows = audits.map((audit) => [
    new URL(audit.url).pathname,
    ...CATEGORIES.map((category) => {
      const score = audit.scores[category];
      return score < TARGETS[category] ? `${score} ✗` : String(score);
    }),
    ...metricNames.map((name) => audit.metrics[name] ?? ''),
  ]);
  return table([header, targets.concat(metricNames.map(() => '')), ...rows]);
}

/** What cost points, for every category under 100: the place to start when a target is missed. */
export function formatFailures(audits: PageAudit[]): string {
  const lines: string[] = [];
  for (const audit of audits) {
    const missed = new Set(belowTarget(audit.scores));
    for (const category of CATEGORIES) {
      const failures = audit.failures[category];
      if (failures.length === 0) continue;
      const mark = missed.has(category) ? 'below target' : 'within target';
      lines.push(`${new URL(audit.url).pathname} ${category} (${mark}):`);
      for (const failure of failures) lines.push(`  - ${failure}`);
    }
  }
  return lines.join('\n');
}
