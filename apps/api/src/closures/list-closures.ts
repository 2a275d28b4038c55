import {
  addDaysToIsoDate,
  CLOSURE_WINDOW,
  toAcademyIsoDate,
  type TClosureList,
  type TClosuresQuery,
} from '@academy/contracts';
import { toClosure } from '../schedule/closures-mappers.js';
import type { ClosuresRepository } from '../schedule/closures-repository.js';
import { type Clock, systemClock } from '../lib/clock.js';

/** Closed days from `from` to `to`; by default the ones still to come that may be declared. */
export function createListClosures(deps: { closures: ClosuresRepository; now?: Clock }) {
  const { closures, now = systemClock } = deps;
  return async function listClosures(query: TClosuresQuery): Promise<TClosureList> {
    const from = query.from ?? toAcademyIsoDate(now());
    const to = query.to ?? addDaysToIsoDate(from, CLOSURE_WINDOW.FUTURE_DAYS);
    const rows = await closures.findBetween(from, to);
    return { closures: rows.map(toClosure) };
  };
}

export type ListClosures = ReturnType<typeof createListClosures>;
