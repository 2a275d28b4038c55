import { AUTH_MESSAGES } from '@academy/contracts';
import { AppError } from '../../http/app-error.js';
import type { RateLimitCounters } from '../../rate-limits/rate-limit-counters-repository.js';
import type { AccountRef } from '../account-ref.js';
import { RESET_GUESS_BUDGET, RESET_GUESS_WINDOW_MS, RESET_SEND_LIMITS } from './reset-limits.js';

const accountKey = (account: AccountRef) => `${account.type}:${account.id}`;

/**
 * The reset flow's counters, in the shared table (docs/decisions/0019-rate-limits-in-the-database.md):
 * each is one atomic statement, so simultaneous requests on any number of API processes are all
 * counted and none slips past a limit.
 */
export function createResetThrottle(counters: RateLimitCounters) {
  async function within(key: string, limit: number, windowMs: number, now: Date) {
    return (await counters.increment(key, windowMs, now)).hits <= limit;
  }

  return {
    /**
     * Counts one code e-mailed to `account`: on the asking browser (by its reset id; a browser
     * without one gets a new id, so it starts a count of its own) and, unless the browser signed
     * in to the account before, on the account. Refused (429) when either is full; a browser
     * refused on its own count does not count on the account.
     */
    async countSend(input: {
      account: AccountRef;
      browserHash: string;
      trusted: boolean;
      now: Date;
    }): Promise<void> {
      const { perBrowser, perAccount } = RESET_SEND_LIMITS;
      const buckets = [
        { key: `reset-sends:browser:${input.browserHash}`, ...perBrowser },
        ...(input.trusted
          ? []
          : [{ key: `reset-sends:account:${accountKey(input.account)}`, ...perAccount }]),
      ];
      for (const { key, limit, windowMs } of buckets) {
        if (!(await within(key, limit, windowMs, input.now))) {
          throw new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.tooManyCodeRequests);
        }
      }
    },

    /**
     * Takes one comparison from the account's budget for browsers that never signed in to it,
     * before the comparison; refused (429) once the window's budget is spent.
     */
    async claimGuess(account: AccountRef, now: Date): Promise<void> {
      const key = `reset-guesses:${accountKey(account)}`;
      if (!(await within(key, RESET_GUESS_BUDGET.perWindow, RESET_GUESS_WINDOW_MS, now))) {
        throw new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.resetGuessesSpent);
      }
    },
  };
}

export type ResetThrottle = ReturnType<typeof createResetThrottle>;
