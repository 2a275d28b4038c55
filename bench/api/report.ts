// The bench's tables, in Markdown so they read well in a terminal and paste into the docs.
import type { Measurement } from './load.js';

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
