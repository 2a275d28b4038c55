import {
  PRACTICE_LOG_LIMITS,
  PRACTICE_LOG_MESSAGES,
  practiceDayRefusal,
  toAcademyIsoDate,
  type TPracticeEntry,
  type TPracticeEntryInput,
} from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { systemClock } from '../lib/clock.js';
import { makeupCreditsRepository } from '../schedule/makeup-credits-repository.js';
import type { PracticeLogDeps } from './practice-log-deps.js';
import { toPracticeEntry } from './practice-log-mappers.js';

/**
 * A member logs a practice (docs/product/lesson-notes.md): a Seoul day from the log's window, never
 * in the future, and at most PRACTICE_LOG_LIMITS.ENTRIES_PER_DAY a day. The day's entries are
 * counted under the member's row lock, so twenty simultaneous calls cannot pass the bound.
 */
export function createLogPractice(deps: PracticeLogDeps) {
  const { units, practiceLog, now = systemClock } = deps;
  return async function logPractice(
    memberId: number,
    input: TPracticeEntryInput,
  ): Promise<TPracticeEntry> {
    const refusal = practiceDayRefusal(input.date, toAcademyIsoDate(now()));
    if (refusal) throw new AppError('VALIDATION_FAILED', PRACTICE_LOG_MESSAGES[refusal]);
    const row = await units.run(async ({ tx }) => {
      await makeupCreditsRepository.lockMember(tx, memberId);
      const logged = await practiceLog.countOnDay(tx, memberId, input.date);
      if (logged >= PRACTICE_LOG_LIMITS.ENTRIES_PER_DAY) {
        throw new AppError('PRACTICE_LOG_DAY_FULL', PRACTICE_LOG_MESSAGES.dayFull);
      }
      return practiceLog.create(tx, memberId, input);
    });
    return toPracticeEntry(row);
  };
}

export type LogPractice = ReturnType<typeof createLogPractice>;
