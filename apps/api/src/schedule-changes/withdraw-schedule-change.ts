import {
  FEEDBACK_MESSAGES,
  memberCancelledTexts,
  STAFF_MESSAGES,
  type TScheduleChangeItem,
  staffNoticeDetail,
} from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { toIsoDate } from '../lib/iso-date.js';
import { toScheduleChangeItem } from './schedule-change-mappers.js';
import type { ScheduleChangeRepository } from './schedule-change-repository.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';

/**
 * A member takes back their own schedule change request while staff have not decided it
 * (docs/product/states.md): it reads as cancelled and staff are told. The update is conditional
 * on "pending", so a decision and a withdrawal at the same moment never both happen.
 */
export function createWithdrawScheduleChange(deps: {
  units: UnitOfWork;
  scheduleChanges: ScheduleChangeRepository;
}) {
  const { units, scheduleChanges } = deps;
  return async function withdrawScheduleChange(
    memberId: number,
    id: number,
  ): Promise<TScheduleChangeItem> {
    const row = await units.run(async ({ tx, notifyStaff }) => {
      const withdrawn = await scheduleChanges.withdrawPending(tx, memberId, id);
      if (!withdrawn) return null;
      notifyStaff({
        category: 'member_cancelled',
        texts: memberCancelledTexts({
          kind: 'scheduleChange',
          memberName: withdrawn.member.name,
          originalDate: toIsoDate(withdrawn.originalDate),
        }),
        detail: staffNoticeDetail({
          name: withdrawn.member.name,
          date: toIsoDate(withdrawn.originalDate),
        }),
        relatedId: id,
      });
      return withdrawn;
    });
    if (row) return toScheduleChangeItem(row);
    // Another member's request reads as missing, so ids reveal nothing.
    const own = await scheduleChanges.findOwn(memberId, id);
    if (!own) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    throw new AppError('REQUEST_ALREADY_DECIDED', STAFF_MESSAGES.scheduleChangeNotPending);
  };
}

export type WithdrawScheduleChange = ReturnType<typeof createWithdrawScheduleChange>;
