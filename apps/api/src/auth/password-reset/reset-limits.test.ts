import { VERIFICATION_CODE, VERIFICATION_CODE_LENGTH } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import {
  guessesPerYearAtMost,
  RESET_GUESS_BUDGET,
  RESET_GUESS_CHANCE_PER_YEAR_MAX,
  yearlyGuessChanceAtMost,
} from './reset-limits.js';

const YEAR_DAYS = 366;

/**
 * The most tries that fit in a `YEAR_DAYS`-day span, counted by brute force: fixed windows of
 * `windowDays` open back to back (each at the moment the last one closed, the densest a counter
 * allows), and each window that overlaps the span has its whole budget spent at a moment inside
 * it. The span's start is tried at every hour of one window's length.
 */
function densestYear(budget: { windowDays: number; perWindow: number }): number {
  const hours = (days: number) => Math.round(days * 24);
  const [window, year] = [hours(budget.windowDays), hours(YEAR_DAYS)];
  let most = 0;
  for (let start = 0; start < window; start += 1) {
    let overlapping = 0;
    for (let opens = 0; opens < start + year; opens += window) {
      if (opens + window > start) overlapping += 1;
    }
    most = Math.max(most, overlapping * budget.perWindow);
  }
  return most;
}

describe('the yearly guessing budget of a reset account', () => {
  it('when strangers spend every window of the budget, then at most 84 codes are compared in any year', () => {
    expect(RESET_GUESS_BUDGET).toEqual({ windowDays: 30, perWindow: 6 });
    expect(guessesPerYearAtMost()).toBe(6 * (Math.ceil(366 / 30) + 1));
    expect(guessesPerYearAtMost()).toBe(84);
  });

  it('when the windows are packed as densely as the counter allows, then no year holds more than the bound, and the bound is reached', () => {
    expect(densestYear(RESET_GUESS_BUDGET)).toBe(guessesPerYearAtMost());
    for (const other of [
      { windowDays: 7, perWindow: 1 },
      { windowDays: 61, perWindow: 10 },
      { windowDays: 366, perWindow: 40 },
    ]) {
      expect(densestYear(other)).toBeLessThanOrEqual(guessesPerYearAtMost(other));
    }
  });

  it('when a year’s compared codes are all wrong guesses at 6-digit codes, then the chance of a right one stays below 1 in 10,000', () => {
    expect(VERIFICATION_CODE_LENGTH).toBe(6);
    const chance = yearlyGuessChanceAtMost();
    expect(chance).toBeCloseTo(84 / (1_000_000 - VERIFICATION_CODE.MAX_WRONG_TRIES), 12);
    expect(chance).toBeLessThan(RESET_GUESS_CHANCE_PER_YEAR_MAX);
    expect(RESET_GUESS_CHANCE_PER_YEAR_MAX).toBe(1 / 10_000);
  });

  it('when the budget were the old exposure (15 codes per 10 minutes) or 50 a year, then the bound would catch it', () => {
    expect(yearlyGuessChanceAtMost({ windowDays: 10 / (24 * 60), perWindow: 15 })).toBeGreaterThan(
      RESET_GUESS_CHANCE_PER_YEAR_MAX,
    );
    expect(yearlyGuessChanceAtMost({ windowDays: 365, perWindow: 50 })).toBeGreaterThan(
      RESET_GUESS_CHANCE_PER_YEAR_MAX,
    );
  });
});
