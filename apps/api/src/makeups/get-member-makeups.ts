import {
  FEEDBACK_MESSAGES,
  toAcademyIsoDate,
  type TMakeupMemberOverview,
} from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { createGetMakeupOverview } from './get-makeup-overview.js';
import { toMakeupCredit } from './makeups-mappers.js';
import { systemClock } from '../lib/clock.js';
import type { MakeupCreditDeps } from './makeup-deps.js';

/** The staff view of one member: their overview and their past credits with void reasons. */
export function createGetMemberMakeups(deps: MakeupCreditDeps) {
  const { makeups, now = systemClock } = deps;
  const overview = createGetMakeupOverview(deps);
  return async function getMemberMakeups(memberId: number): Promise<TMakeupMemberOverview> {
    const member = await makeups.findMember(memberId);
    if (!member) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    const today = toAcademyIsoDate(now());
    const [view, past] = await Promise.all([
      overview(memberId),
      makeups.findPastCredits(memberId, today),
    ]);
    return {
      ...view,
      memberId,
      memberName: member.name,
      pastCredits: past.map((row) => toMakeupCredit(row, today)),
    };
  };
}

export type GetMemberMakeups = ReturnType<typeof createGetMemberMakeups>;
