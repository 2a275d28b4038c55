import { VERIFICATION_CODE, VERIFICATION_CODE_LENGTH } from '@academy/contracts';
import { MINUTE_MS } from '../../http/rate-limiter.js';

const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Reset codes compared per account, across every browser that never signed in to it (a browser
 * holding the account's device cookie is its owner's and is not counted here): at most
 * `perWindow` in one window of `windowDays`, counted in the database. Beyond it typing the code
 * is refused and the e-mail's link still works, so the owner is never stopped.
 */
export const RESET_GUESS_BUDGET = { windowDays: 30, perWindow: 6 } as const;

/** The most wrong codes strangers may have compared with an account's codes in one year. */
export const RESET_GUESS_CHANCE_PER_YEAR_MAX = 1 / 10_000;

/**
 * Codes e-mailed: per browser (its reset cookie), and per account for browsers that never signed
 * in to it. One client address may ask 20 an hour (the route's limit), so the account's cap
 * takes more than one address to fill, and the owner's signed-in browsers never count on it.
 */
export const RESET_SEND_LIMITS = {
  perBrowser: { limit: 3, windowMs: 10 * MINUTE_MS },
  perAccount: { limit: 30, windowMs: 60 * MINUTE_MS },
} as const;

type TGuessBudget = { windowDays: number; perWindow: number };

/**
 * The most codes one account can have compared in any 366 days. The budget's windows are fixed
 * (each opens at the first try after the last one closed), so a span of D days touches at most
 * ceil(D / window) + 1 of them.
 */
export function guessesPerYearAtMost(budget: TGuessBudget = RESET_GUESS_BUDGET): number {
  return budget.perWindow * (Math.ceil(366 / budget.windowDays) + 1);
}

/**
 * An upper bound on the chance that any of a year's guesses is right. A code is drawn uniformly
 * from 10^N values; a try compared with it, after at most MAX_WRONG_TRIES − 1 wrong ones on the
 * same code, is right with a chance of at most 1 / (10^N − MAX_WRONG_TRIES); by the union bound
 * the year's chance is at most the sum of those.
 */
export function yearlyGuessChanceAtMost(budget: TGuessBudget = RESET_GUESS_BUDGET): number {
  const codes = 10 ** VERIFICATION_CODE_LENGTH;
  return guessesPerYearAtMost(budget) / (codes - VERIFICATION_CODE.MAX_WRONG_TRIES);
}

export const RESET_GUESS_WINDOW_MS = RESET_GUESS_BUDGET.windowDays * DAY_MS;
