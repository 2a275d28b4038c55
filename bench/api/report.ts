// The bench's tables, in Markdown so they read well in a terminal and paste into the docs.
import type { Measurement, Target } from './load.js';

const COLUMNS = [
  'endpoint',
  'req/s',
  '÷ bare %',
  'p50 ms',
  'p97.5 ms',
  'p99 ms',
  'requests',
  'non-2xx',
  'errors',
] as const;

const fixed = (value: number, digits: number) => value.toFixed(digits);
// autocannon's latency histogram has whole-millisecond resolution.
const millis = (value: number) => (value < 1 ? '<1' : value.toFixed(0));

function non2xxText(measurement: Measurement): string {
  if (measurement.non2xx === 0) return '0';
  const detail = Object.entries(measurement.refusals)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  return detail ? `${measurement.non2xx} (${detail})` : String(measurement.non2xx);
}

/** Throughput as a share of the bare node:http handler's, measured in the same run. */
export function ratioToBare(measurement: Measurement, bare: Measurement): number {
  return bare.requestsPerSecond > 0 ? measurement.requestsPerSecond / bare.requestsPerSecond : 0;
}

function row(measurement: Measurement, bare: Measurement): string[] {
  return [
    measurement.name,
    fixed(measurement.requestsPerSecond, 0),
    // Percent, three significant digits: logins are thousands of times slower than the yardstick.
    (ratioToBare(measurement, bare) * 100).toPrecision(3),
    millis(measurement.p50),
    millis(measurement.p97_5),
    millis(measurement.p99),
    String(measurement.requests),
    non2xxText(measurement),
    String(measurement.errors),
  ];
}

/** Left-aligned text columns, right-aligned figures. */
export function formatTable(bare: Measurement, measurements: Measurement[]): string {
  const rows = [[...COLUMNS], ...[bare, ...measurements].map((entry) => row(entry, bare))];
  const widths = COLUMNS.map((_, column) =>
    Math.max(...rows.map((cells) => (cells[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  const [header, ...body] = rows;
  return [line(header ?? []), rule, ...body.map(line)].join('\n');
}

/** Whether a measurement reaches its target: the ratio and the p99 both, with no failed answer. */
export function meetsTarget(measurement: Measurement, bare: Measurement): boolean {
  const { target } = measurement;
  if (!target) return false;
  return (
    ratioToBare(measurement, bare) >= target.minRatio &&
    measurement.p99 < target.maxP99Ms &&
    measurement.non2xx === 0 &&
    measurement.errors === 0
  );
}

/**
 * One line per endpoint that has a target: the target, the figure, its ratio and whether it is
 * met, then a count. Endpoints without one (login, bound by bcrypt; writes) are named apart.
 */
export function formatTargets(bare: Measurement, measurements: Measurement[]): string {
  const targeted = measurements.filter((entry) => entry.target);
  const lines = targeted.map((entry) => {
    const target = entry.target as Target;
    const ratio = ratioToBare(entry, bare);
    const verdict = meetsTarget(entry, bare) ? 'met' : 'NOT MET';
    const failures = entry.non2xx + entry.errors;
    return (
      `- ${entry.name}: target ratio ≥ ${target.minRatio.toFixed(2)} and p99 < ${target.maxP99Ms} ms; ` +
      `measured ${fixed(entry.requestsPerSecond, 0)} req/s = ${ratio.toFixed(3)} of bare ` +
      `(${fixed(bare.requestsPerSecond, 0)} req/s), p99 ${millis(entry.p99)} ms` +
      `${failures > 0 ? `, ${failures} failed answers` : ''}: ${verdict}`
    );
  });
  const met = targeted.filter((entry) => meetsTarget(entry, bare)).length;
  const untargeted = measurements.filter((entry) => !entry.target).map((entry) => entry.name);
  return [
    ...lines,
    `${met} of ${targeted.length} targets met.`,
    ...(untargeted.length > 0
      ? [`Reported apart, without a target: ${untargeted.join('; ')}.`]
      : []),
  ].join('\n');
}
