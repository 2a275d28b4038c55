import { CLOSURE_MESSAGES, toAcademyIsoDate, type TClosure } from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { toIsoDate } from '../lib/iso-date.js';
import { toClosure } from '../schedule/closures-mappers.js';
import { systemClock } from '../lib/clock.js';
import type { ClosureChangeDeps } from './closure-deps.js';

/**
 * Removes a closed day with its audit row, and voids the make-up credits it earned that are
 * still open ("closed day removed"), in one transaction. The rest of what declaring it did
 * stays: cancelled bookings and make-ups are not restored, credits already spent stay spent and
 * sent notifications are not taken back (docs/product/states.md).
 */
export function createDeleteClosure(deps: Omit<ClosureChangeDeps, 'makeups'>) {
  const { units, closures, now = systemClock } = deps;
  return async function deleteClosure(staffId: number, id: number): Promise<TClosure> {
    const at = now();
    const row = await units.run(
      async ({ tx, audit }) => {
        const deleted = await closures.delete(tx, id);
        if (!deleted) throw new AppError('NOT_FOUND', CLOSURE_MESSAGES.closureNotFound);
        const date = toIsoDate(deleted.date);
        const voidedCreditIds = await closures.voidOpenCreditsEarnedOn(
          tx,
          date,
          toAcademyIsoDate(at),
          at,
        );
        audit({
          action: 'closure.delete',
          entityType: 'closure',
          entityId: id,
          details: { date, voidedCreditIds },
        });
        return deleted;
      },
      { staffId: staffId },
    );
    return toClosure(row);
  };
}

export type DeleteClosure = ReturnType<typeof createDeleteClosure>;
