import { seoulMonthOf, TUITION_HISTORY_MAX, type TMyTuition } from '@academy/contracts';
import { toTuitionDue } from './tuition-mappers.js';
import type { TuitionRepository } from './tuition-repository.js';
import { type Clock, systemClock } from '../lib/clock.js';

/** A member's own dues: this Seoul month's and the latest TUITION_HISTORY_MAX, newest first. */
export function createGetMyTuition(deps: { tuition: TuitionRepository; now?: Clock }) {
  const { tuition, now = systemClock } = deps;
  return async function getMyTuition(memberId: number): Promise<TMyTuition> {
    const month = seoulMonthOf(now());
    const history = (await tuition.findOfMember(memberId, TUITION_HISTORY_MAX)).map(toTuitionDue);
    return { current: history.find((due) => due.month === month) ?? null, history };
  };
}

export type GetMyTuition = ReturnType<typeof createGetMyTuition>;
