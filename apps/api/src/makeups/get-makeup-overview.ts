import { toAcademyIsoDate, type TMakeupOverview } from '@academy/contracts';
import { toMakeupCredit, toMakeupLesson } from './makeups-mappers.js';
import { systemClock } from '../lib/clock.js';
import type { MakeupCreditDeps } from './makeup-deps.js';

/**
 * A member's make-up view (docs/product/makeups.md): open credits in the order they are spent,
 * the cap, the make-ups (those to come soonest first, then the rest latest first) and the ledger.
 */
export function createGetMakeupOverview(deps: MakeupCreditDeps) {
  const { makeups, policy, now = systemClock } = deps;
  return async function getMakeupOverview(memberId: number): Promise<TMakeupOverview> {
    const today = toAcademyIsoDate(now());
    const [open, lessons, ledger, teacherId] = await Promise.all([
      makeups.findOpenCredits(memberId, today),
      makeups.findMakeups(memberId),
      makeups.countLedger(memberId, today),
      makeups.findTeacherId(memberId, today),
    ]);
    const listed = lessons.map(toMakeupLesson);
    const isComing = (lesson: (typeof listed)[number]) =>
      lesson.status !== 'rejected' && lesson.date >= today;
    return {
      cap: policy.openCreditCap,
      openCredits: open.map((row) => toMakeupCredit(row, today)),
      makeups: [...listed.filter(isComing).reverse(), ...listed.filter((l) => !isComing(l))],
      ledger,
      teacherId,
    };
  };
}

export type GetMakeupOverview = ReturnType<typeof createGetMakeupOverview>;
