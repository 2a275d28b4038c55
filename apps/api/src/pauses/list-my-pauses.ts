import {
  pauseStartMonths,
  seoulMonthOf,
  toAcademyIsoDate,
  type TMyPauses,
} from '@academy/contracts';
import { systemClock } from '../lib/clock.js';
import { toPause } from './pauses-mappers.js';
import type { PausesDeps } from './pauses-deps.js';

/** A member's pauses shown at once: far more than the yearly limit lets anyone ask. */
const MY_PAUSES_SHOWN = 24;

/** The member's pauses, newest first, with the months a new one may start in (docs/product/pauses.md). */
export function createListMyPauses(deps: Omit<PausesDeps, 'units'>) {
  const { pauses, now = systemClock } = deps;
  return async function listMyPauses(memberId: number): Promise<TMyPauses> {
    const at = now();
    const [rows, hasWeeklySlot] = await Promise.all([
      pauses.findMine(memberId, MY_PAUSES_SHOWN),
      pauses.hasWeeklySlotFrom(memberId, toAcademyIsoDate(at)),
    ]);
    return {
      pauses: rows.map(toPause),
      startMonths: pauseStartMonths(seoulMonthOf(at)),
      hasWeeklySlot,
    };
  };
}

export type ListMyPauses = ReturnType<typeof createListMyPauses>;
