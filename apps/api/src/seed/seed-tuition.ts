import { addMonths, firstDayOfMonth, seoulMonthOf } from '@academy/contracts';
import type { Member, Prisma } from '../generated/prisma/client.js';
import { fromIsoDate } from '../lib/iso-date.js';
import { dueAmountOf } from '../tuition/issue-monthly-dues.js';

/**
 * The demo members' tuition (docs/product/tuition.md): last month's dues all paid, this month's
 * paid by the student and still open for the foreign member, so the staff screen shows a month
 * with money collected and some outstanding, and the three ways of paying.
 */
export async function seedTuition(
  tx: Prisma.TransactionClient,
  { student, foreign, now }: { student: Member; foreign: Member; now: Date },
): Promise<void> {
  const month = seoulMonthOf(now);
  const lastMonth = addMonths(month, -1);
  const due = (member: Member, dueMonth: string) => ({
    memberId: member.id,
    month: dueMonth,
    amount: dueAmountOf(member),
    price: dueAmountOf(member),
    dueDate: fromIsoDate(firstDayOfMonth(dueMonth)),
  });
  const paidLastMonth = fromIsoDate(`${lastMonth}-03`);
  await tx.tuitionDue.createMany({
    data: [
      { ...due(student, lastMonth), paidAt: paidLastMonth, method: 'bank_transfer' },
      { ...due(foreign, lastMonth), paidAt: paidLastMonth, method: 'cash' },
      { ...due(student, month), paidAt: fromIsoDate(firstDayOfMonth(month)), method: 'card' },
      due(foreign, month),
    ],
  });
}
