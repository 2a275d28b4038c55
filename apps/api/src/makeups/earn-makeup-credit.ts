import { addDaysToIsoDate } from '@academy/contracts';
import type { MakeupPolicy } from '../config/config.js';
import type { Prisma } from '../generated/prisma/client.js';
import { toIsoDate } from '../lib/iso-date.js';
import { makeupCreditsRepository as credits } from '../schedule/makeup-credits-repository.js';

export type EarnedCredit = { id: number; expiresOn: string };

/** Why a missed lesson earned no credit, for the caller to tell the member. */
export type CreditRefusal = 'already_earned' | 'cap_reached';

/**
 * Gives the member one make-up credit for a lesson they gave notice for or the academy
 * cancelled (docs/product/makeups.md), inside the caller's transaction. The member's row is
 * locked first, so simultaneous earnings count the open credits one at a time and the cap holds;
 * the unique (member, lesson day) lets a lesson earn once. The credit lasts policy.creditDays
 * from today, or from the lesson day when that is later (a closure declared weeks ahead).
 */
export async function earnMakeupCredit(
  tx: Prisma.TransactionClient,
  policy: MakeupPolicy,
  input: {
    memberId: number;
    source: 'absence_notice' | 'academy_cancellation';
    lessonDate: string;
    today: string;
  },
): Promise<{ credit: EarnedCredit } | { refused: CreditRefusal }> {
  await credits.lockMember(tx, input.memberId);
  const open = await credits.countOpen(tx, input.memberId, input.today);
  if (open >= policy.openCreditCap) return { refused: 'cap_reached' };
  const from = input.lessonDate > input.today ? input.lessonDate : input.today;
  const row = await credits.createEarned(tx, {
    memberId: input.memberId,
    source: input.source,
    lessonDate: input.lessonDate,
    expiresOn: addDaysToIsoDate(from, policy.creditDays),
  });
  if (!row) return { refused: 'already_earned' };
  return { credit: { id: row.id, expiresOn: toIsoDate(row.expiresOn) } };
}
