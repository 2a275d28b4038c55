import { AsyncLocalStorage } from 'node:async_hooks';
import type { TAuditEntry } from './message.js';

/** A guardian's call made for one of their children (docs/product/families.md). */
export interface TActingGuardian {
  guardianId: number;
  childId: number;
  /** The operation, as `METHOD /path`. */
  operation: string;
}

const acting = new AsyncLocalStorage<TActingGuardian>();

/**
 * Runs a call a guardian makes for a child: every unit of work the call runs records, in its
 * own transaction, that the guardian acted, whatever use case it is.
 */
export function runActingFor<T>(guardian: TActingGuardian, call: () => T): T {
  return acting.run(guardian, call);
}

/** The audit row of a change a guardian made for a child, when the current call is one. */
export function actingGuardianAudit(): TAuditEntry | null {
  const guardian = acting.getStore();
  if (!guardian) return null;
  return {
    action: 'family.act_for_child',
    entityType: 'member',
    entityId: guardian.childId,
    details: { guardianId: guardian.guardianId, operation: guardian.operation },
  };
}
