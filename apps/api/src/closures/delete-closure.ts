import { CLOSURE_MESSAGES, type TClosure } from '@academy/contracts';
import { writeAuditLog } from '../audit/audit-log.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import { toIsoDate } from '../lib/iso-date.js';
import { toClosure } from './closures-mappers.js';
import type { ClosuresRepository } from './closures-repository.js';

/**
 * Removes a closed day with its audit row. What declaring it did stays: cancelled bookings are
 * not restored and sent notifications are not taken back (docs/product/states.md).
 */
export function createDeleteClosure(deps: { prisma: PrismaClient; closures: ClosuresRepository }) {
  const { prisma, closures } = deps;
  return async function deleteClosure(staffId: number, id: number): Promise<TClosure> {
    const row = await prisma.$transaction(async (tx) => {
      const deleted = await closures.delete(tx, id);
      if (!deleted) throw new AppError('NOT_FOUND', CLOSURE_MESSAGES.closureNotFound);
      await writeAuditLog(tx, {
        staffId,
        action: 'closure.delete',
        entityType: 'closure',
        entityId: id,
        details: { date: toIsoDate(deleted.date) },
      });
      return deleted;
    });
    return toClosure(row);
  };
}

export type DeleteClosure = ReturnType<typeof createDeleteClosure>;
