import {
  toAcademyIsoDate,
  tuitionReminderTexts,
  type TTuitionMonthInput,
  type TTuitionReminded,
} from '@academy/contracts';
import { toIsoDate } from '../lib/iso-date.js';
import { dueTransferOf, tuitionReminderMail } from './tuition-mail.js';
import type { BankTransferRepository } from './bank-transfer-repository.js';
import { dueTextForm } from './tuition-text-forms.js';
import { systemClock } from '../lib/clock.js';
import type { TuitionChangeDeps } from './tuition-deps.js';

/**
 * Reminds each member whose due of the month is unpaid, at most once a Seoul day: the database
 * marks the dues reminded today and answers only those it marked, so a second call (or a
 * simultaneous one) finds nobody left. Marks, notifications, e-mails and the audit row are one
 * transaction. The dues are one per member and month, which bounds the loop.
 */
export function createRemindUnpaidTuition(
  deps: TuitionChangeDeps & { bankTransfers: BankTransferRepository },
) {
  const { units, tuition, bankTransfers, now = systemClock } = deps;
  return async function remindUnpaidTuition(
    staffId: number,
    input: TTuitionMonthInput,
  ): Promise<TTuitionReminded> {
    const today = toAcademyIsoDate(now());
    const reminded = await units.run(
      async ({ tx, notify, audit }) => {
        const dues = await tuition.markReminded(tx, input.month, today);
        const account = await bankTransfers.read(tx);
        for (const due of dues) {
          const facts = { month: due.month, amount: due.amount, dueDate: toIsoDate(due.dueDate) };
          const transfer = dueTransferOf(account, due);
          notify(
            { memberId: due.memberId },
            {
              key: `tuition:${due.id}:reminded:${today}`,
              app: { category: 'payment_due', texts: tuitionReminderTexts(facts) },
              mail: (recipient) => tuitionReminderMail(recipient, { ...facts, transfer }),
              text: dueTextForm('dueUnpaid', facts),
            },
          );
        }
        if (dues.length > 0) {
          audit({
            action: 'tuition.remind',
            entityType: 'tuition_month',
            entityId: input.month,
            details: { date: today, dueIds: dues.map((due) => due.id) },
          });
        }
        return dues.length;
      },
      { staffId },
    );
    return { remindedCount: reminded };
  };
}

export type RemindUnpaidTuition = ReturnType<typeof createRemindUnpaidTuition>;
