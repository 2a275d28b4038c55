import {
  addDaysToIsoDate,
  FEEDBACK_MESSAGES,
  MAKEUP_MESSAGES,
  toAcademyIsoDate,
  type TMakeupCreditAdjustment,
  type TMakeupMemberOverview,
} from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import type { GetMemberMakeups } from './get-member-makeups.js';
import { makeupCreditsRepository as credits } from '../schedule/makeup-credits-repository.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { systemClock } from '../lib/clock.js';
import type { MakeupCreditDeps } from './makeup-deps.js';

const notFound = () => new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);

/**
 * Staff grant a member a credit or void an open one, with a reason, audited
 * (docs/product/makeups.md). The member's row is locked as when credits are earned or spent, so
 * the cap counts one change at a time. A grant above the cap is refused: the academy raises
 * MAKEUP_CREDIT_CAP instead, so that the ledger never holds more than the policy says.
 */
export function createAdjustMakeupCredits(
  deps: MakeupCreditDeps & { units: UnitOfWork; getMemberMakeups: GetMemberMakeups },
) {
  const { units, makeups, policy, getMemberMakeups, now = systemClock } = deps;
  return async function adjustMakeupCredits(
    staffId: number,
    input: TMakeupCreditAdjustment,
  ): Promise<TMakeupMemberOverview> {
    const at = now();
    const today = toAcademyIsoDate(at);
    if (!(await makeups.findMember(input.memberId))) throw notFound();
    await units.run(
      async ({ tx, audit }) => {
        await credits.lockMember(tx, input.memberId);
        if (input.action === 'grant') {
          if ((await credits.countOpen(tx, input.memberId, today)) >= policy.openCreditCap) {
            throw new AppError('MAKEUP_CAP_REACHED', MAKEUP_MESSAGES.capReached);
          }
          const row = await makeups.grant(tx, {
            memberId: input.memberId,
            reason: input.reason,
            expiresOn: addDaysToIsoDate(today, policy.creditDays),
          });
          audit({
            action: 'makeup_credit.grant',
            entityType: 'makeup_credit',
            entityId: row.id,
            details: { memberId: input.memberId, reason: input.reason },
          });
          return;
        }
        const credit = await makeups.findCredit(tx, input.memberId, input.creditId);
        if (!credit) throw notFound();
        if (!(await makeups.isOpen(tx, input.memberId, credit.id, today))) {
          throw new AppError('STATUS_TRANSITION_REFUSED', MAKEUP_MESSAGES.creditNotOpen);
        }
        await makeups.voidCredit(tx, credit.id, input.reason, at);
        audit({
          action: 'makeup_credit.void',
          entityType: 'makeup_credit',
          entityId: credit.id,
          details: { memberId: input.memberId, reason: input.reason },
        });
      },
      { staffId: staffId },
    );
    return getMemberMakeups(input.memberId);
  };
}

export type AdjustMakeupCredits = ReturnType<typeof createAdjustMakeupCredits>;
