import type { Prisma } from '../generated/prisma/client.js';

export interface AuditEntry {
  /** null: done from the command line (pnpm admin:create), not by a signed-in staff member. */
  staffId: number | null;
  action: string;
  entityType: string;
  entityId: number | string;
  details?: Prisma.InputJsonValue;
}

/** Records a staff action inside the caller's transaction, so it exists exactly when the change does. */
export async function writeAuditLog(
  tx: Prisma.TransactionClient,
  entry: AuditEntry,
): Promise<void> {
  await tx.auditLog.create({
    data: {
      staffId: entry.staffId,
      action: entry.action,
      entityType: entry.entityType,
      entityId: String(entry.entityId),
      ...(entry.details === undefined ? {} : { details: entry.details }),
    },
  });
}
