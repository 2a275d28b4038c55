import { describe, expect, it } from 'vitest';
import { seoulDate, seoulDateTime } from './seoul-time.js';

describe('Seoul time helpers', () => {
  // 2026-11-21 16:30 UTC is already Sunday 22 November 01:30 in Seoul.
  const lateSaturdayUtc = new Date('2026-11-21T16:30:00Z');

  it('when UTC is still on the previous day, then the Seoul calendar day is used', () => {
    expect(seoulDate(0, lateSaturdayUtc).toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(seoulDate(1, lateSaturdayUtc).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('when asked for 15:00 tomorrow, then it returns 06:00 UTC', () => {
    expect(seoulDateTime(1, 15, lateSaturdayUtc).toISOString()).toBe('2026-11-23T06:00:00.000Z');
  });
});
