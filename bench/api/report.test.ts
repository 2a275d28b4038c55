import { describe, expect, it } from 'vitest';
import type { Measurement } from './load.js';
import { formatTable, ratioToBare } from './report.js';

const measurement = (
  name: string,
  requestsPerSecond: number,
  extra: Partial<Measurement> = {},
) => ({
  name,
  requestsPerSecond,
  p50: 12.4,
  p97_5: 40,
  p99: 0.4,
  requests: 100,
  non2xx: 0,
  errors: 0,
  refusals: {},
  ...extra,
});

describe('report', () => {
  it('divides throughput by the bare handler of the same run', () => {
    expect(ratioToBare(measurement('a', 250), measurement('bare', 1000))).toBe(0.25);
  });

  it('prints one Markdown row per endpoint, the yardstick first, refusals by status', () => {
    const table = formatTable(measurement('bare', 1000), [
      measurement('POST /x', 50, { non2xx: 3, refusals: { '409': 3 } }),
    ]).split('\n');
    expect(table).toHaveLength(4);
    expect(table[2]).toMatch(/^\| bare +\| +1000 \| +100 \| +12 \| +40 \| +<1 \|/);
    expect(table[3]).toMatch(/\| +5\.00 \|.*\| +3 \(409×3\) \| +0 \|$/);
  });
});
