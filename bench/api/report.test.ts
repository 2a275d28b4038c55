import { describe, expect, it } from 'vitest';
import type { Measurement } from './load.js';
import { formatTable, formatTargets, meetsTarget, ratioToBare } from './report.js';

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

  describe('targets', () => {
    const bare = measurement('bare', 1000);
    const target = { minRatio: 0.5, maxP99Ms: 25 };

    it('is met only with both the ratio and the p99, and no failed answer', () => {
      expect(meetsTarget(measurement('ok', 500, { p99: 24, target }), bare)).toBe(true);
      expect(meetsTarget(measurement('slow', 499, { p99: 1, target }), bare)).toBe(false);
      expect(meetsTarget(measurement('late', 900, { p99: 25, target }), bare)).toBe(false);
      expect(meetsTarget(measurement('503', 900, { p99: 1, non2xx: 1, target }), bare)).toBe(false);
      expect(meetsTarget(measurement('none', 900), bare)).toBe(false);
    });

    it('prints each target with its figure, ratio and verdict, and names the others apart', () => {
      const lines = formatTargets(bare, [
        measurement('GET /a', 600, { p99: 3, target }),
        measurement('GET /b', 80, { p99: 30, target: { minRatio: 0.1, maxP99Ms: 25 } }),
        measurement('POST /login', 5),
      ]).split('\n');
      expect(lines).toEqual([
        '- GET /a: target ratio ≥ 0.50 and p99 < 25 ms; measured 600 req/s = 0.600 of bare (1000 req/s), p99 3 ms: met',
        '- GET /b: target ratio ≥ 0.10 and p99 < 25 ms; measured 80 req/s = 0.080 of bare (1000 req/s), p99 30 ms: NOT MET',
        '1 of 2 targets met.',
        'Reported apart, without a target: POST /login.',
      ]);
    });
  });
});
