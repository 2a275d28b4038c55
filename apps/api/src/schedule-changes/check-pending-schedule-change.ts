import type { TPendingScheduleChangeCheck } from '@academy/contracts';
import { toPendingScheduleChange } from './schedule-change-mappers.js';
import type { ScheduleChangeRepository } from './schedule-change-repository.js';

/**
 * Whether the member has a schedule change awaiting staff, so the form can say so before the
 * member fills it in. With several pending, the one for the soonest lesson date answers.
 */
export function createCheckPendingScheduleChange(deps: {
  scheduleChanges: Pick<ScheduleChangeRepository, 'findPendingBySoonestLesson'>;
}) {
  return async function checkPendingScheduleChange(
    memberId: number,
  ): Promise<TPendingScheduleChangeCheck> {
    const pending = await deps.scheduleChanges.findPendingBySoonestLesson(memberId);
    const [soonest] = pending;
    return {
      hasPending: soonest !== undefined,
      pendingCount: pending.length,
      request: soonest ? toPendingScheduleChange(soonest) : null,
    };
  };
}

export type CheckPendingScheduleChange = ReturnType<typeof createCheckPendingScheduleChange>;
