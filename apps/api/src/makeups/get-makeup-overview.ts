import { toAcademyIsoDate, type TMakeupOverview } from '@academy/contracts';
import type { MakeupPolicy } from '../config/config.js';
import { toMakeupCredit, toMakeupLesson } from './makeups-mappers.js';
import type { MakeupsRepository } from './makeups-repository.js';

/**
 * A member's make-up view (docs/product/makeups.md): open credits in the order they are spent,
 * the cap, the make-ups (those to come soonest first, then the rest latest first) and the ledger.
 */
export function createGetMakeupOverview(deps: {
  makeups: MakeupsRepository;
  policy: MakeupPolicy;
  now?: () => Date;
}) {
  const { makeups, policy, now = () => new Date() } = deps;
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
