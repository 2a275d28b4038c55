import { pauseMonths, type TPause } from '@academy/contracts';
import type { PauseRow } from './pauses-repository.js';

export function toPause(row: PauseRow): TPause {
  return {
    id: row.id,
    member: { id: row.member.id, name: row.member.name },
    fromMonth: row.fromMonth,
    untilMonth: row.untilMonth,
    months: pauseMonths(row.fromMonth, row.untilMonth),
    state: row.state,
    reason: row.reason,
    keepSlot: row.keepSlot,
    staffReason: row.staffReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
