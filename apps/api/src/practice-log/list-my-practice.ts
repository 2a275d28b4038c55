import {
  addDaysToIsoDate,
  buildPagination,
  exerciseKey,
  firstPracticeDay,
  PRACTICE_LOG_LIMITS,
  tempoSeries,
  toAcademyIsoDate,
  type TPracticeLog,
} from '@academy/contracts';
import { systemClock } from '../lib/clock.js';
import type { PracticeLogDeps } from './practice-log-deps.js';
import { toPracticeEntry, toPracticeFacts } from './practice-log-mappers.js';

/** The lesson notes' pieces, newest first, each once whatever its spelling. */
function suggestionsOf(pieces: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const piece of pieces) {
    const key = exerciseKey(piece);
    if (!seen.has(key)) seen.set(key, piece);
  }
  return [...seen.values()].slice(0, PRACTICE_LOG_LIMITS.SUGGESTIONS);
}

/**
 * The member's practice log (docs/product/lesson-notes.md): a page of entries, newest first; the
 * tempo chart of the last PRACTICE_LOG_LIMITS.CHART_DAYS days; their lesson notes' pieces to
 * choose an exercise from.
 */
export function createListMyPractice(deps: Pick<PracticeLogDeps, 'practiceLog' | 'now'>) {
  const { practiceLog, now = systemClock } = deps;
  return async function listMyPractice(memberId: number, page: number): Promise<TPracticeLog> {
    const today = toAcademyIsoDate(now());
    const chartFrom = addDaysToIsoDate(today, -(PRACTICE_LOG_LIMITS.CHART_DAYS - 1));
    const [rows, total, recent, pieces] = await Promise.all([
      practiceLog.findPage(memberId, page),
      practiceLog.count(memberId),
      practiceLog.findBetween([memberId], chartFrom, today),
      practiceLog.findNotePieces(memberId),
    ]);
    return {
      entries: rows.map(toPracticeEntry),
      tempo: tempoSeries(recent.map(toPracticeFacts)),
      suggestions: suggestionsOf(pieces),
      firstDay: firstPracticeDay(today),
      today,
      pagination: buildPagination({ total, page, limit: PRACTICE_LOG_LIMITS.PAGE_SIZE }),
    };
  };
}

export type ListMyPractice = ReturnType<typeof createListMyPractice>;
