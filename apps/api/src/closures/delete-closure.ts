import { CLOSURE_MESSAGES, toAcademyIsoDate, type TClosure } from '@academy/contracts';
import { writeAuditLog } from '../audit/audit-log.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import { toIsoDate } from '../lib/iso-date.js';
import { toClosure } from './closures-mappers.js';
import type { ClosuresRepository } from './closures-repository.js';

/**
 * Removes a closed day with its audit row, and voids the make-up credits it earned that are
 * still open ("closed day removed"), in one transaction. The rest of what declaring it did
 * stays: cancelled bookings and make-ups are not restored, credits already spent stay spent and
 * sent notifications are not taken back (docs/product/states.md).
 */
export function createDeleteClosure(deps: {
  prisma: PrismaClient;
  closures: ClosuresRepository;
  now?: () => Date;
}) {
  const { prisma, closures, now = () => new Date() } = deps;
  return async function deleteClosure(staffId: number, id: number): Promise<TClosure> {
    const at = now();
    const row = await prisma.$transaction(async (tx) => {
      const deleted = await closures.delete(tx, id);
      if (!deleted) throw new AppError('NOT_FOUND', CLOSURE_MESSAGES.closureNotFound);
      const date = toIsoDate(deleted.date);
      const voidedCreditIds = await closures.voidOpenCreditsEarnedOn(
        tx,
        date,
        toAcademyIsoDate(at),
        at,
      );
      await writeAuditLog(tx, {
        staffId,
        action: 'closure.delete',
        entityType: 'closure',
        entityId: id,
        details: { date, voidedCreditIds },
      });
      return deleted;
    });
    return toClosure(row);
  };
}

export type DeleteClosure = ReturnType<typeof createDeleteClosure>;
