import { CLOSURE_MESSAGES, toAcademyIsoDate, type TClosure } from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { toIsoDate } from '../lib/iso-date.js';
import { toClosure } from '../schedule/closures-mappers.js';
import type { ClosuresRepository } from '../schedule/closures-repository.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';

/**
 * Removes a closed day with its audit row, and voids the make-up credits it earned that are
 * still open ("closed day removed"), in one transaction. The rest of what declaring it did
 * stays: cancelled bookings and make-ups are not restored, credits already spent stay spent and
 * sent notifications are not taken back (docs/product/states.md).
 */
export function createDeleteClosure(deps: {
  units: UnitOfWork;
  closures: ClosuresRepository;
  now?: () => Date;
}) {
  const { units, closures, now = () => new Date() } = deps;
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
