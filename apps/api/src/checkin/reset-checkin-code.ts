import { CHECKIN_MESSAGES, FEEDBACK_MESSAGES, type TMemberCheckinCode } from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { checkinCodesRepository as codes } from '../members/checkin-codes-repository.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import type { CheckinRepository } from './checkin-repository.js';

/**
 * Staff give a member a new random check-in code no other member has (docs/product/checkin.md):
 * the old one stops working at once. Audited, without the code itself.
 */
export function createResetCheckinCode(deps: { units: UnitOfWork; checkin: CheckinRepository }) {
  const { units, checkin } = deps;
  return function resetCheckinCode(staffId: number, memberId: number): Promise<TMemberCheckinCode> {
    return units.run(
      async ({ tx, audit }) => {
        const member = await checkin.lockMember(tx, memberId);
        if (!member) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
        const code = await codes.pickFree(tx);
        if (code === null)
          throw new AppError('CHECKIN_CODES_EXHAUSTED', CHECKIN_MESSAGES.noFreeCode);
        await codes.setCode(tx, memberId, code);
        audit({
          action: 'member.checkin_code_reset',
          entityType: 'member',
          entityId: memberId,
          details: { hadCode: member.checkinCode !== null },
        });
        return { userId: memberId, code };
      },
      { staffId },
    );
  };
}

export type ResetCheckinCode = ReturnType<typeof createResetCheckinCode>;
