import {
  toAcademyIsoDate,
  tuitionReminderTexts,
  type TTuitionMonthInput,
  type TTuitionReminded,
} from '@academy/contracts';
import { writeAuditLog } from '../audit/audit-log.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { toIsoDate } from '../lib/iso-date.js';
import type { MailOutbox } from '../mail/outbox/mail-outbox.js';
import { mailLanguage, queueMail } from '../mail/outbox/queue-mail.js';
import { tuitionReminderMail } from './tuition-mail.js';
import type { TuitionRepository } from './tuition-repository.js';
import { memberRecipient } from '../mail/personal-mail.js';
import { notifyMembers } from '../notifications/notify-members.js';

/**
 * Reminds each member whose due of the month is unpaid, at most once a Seoul day: the database
 * marks the dues reminded today and answers only those it marked, so a second call (or a
 * simultaneous one) finds nobody left. Marks, notifications, e-mails and the audit row are one
 * transaction. The dues are one per member and month, which bounds the loop.
 */
export function createRemindUnpaidTuition(deps: {
  prisma: PrismaClient;
  tuition: TuitionRepository;
  outbox: Pick<MailOutbox, 'sendSoon'>;
  now?: () => Date;
}) {
  const { prisma, tuition, outbox, now = () => new Date() } = deps;
  return async function remindUnpaidTuition(
    staffId: number,
    input: TTuitionMonthInput,
  ): Promise<TTuitionReminded> {
    const today = toAcademyIsoDate(now());
    const reminded = await prisma.$transaction(async (tx) => {
      const dues = await tuition.markReminded(tx, input.month, today);
      const reminders = dues.map((due) => ({
        due,
        facts: { month: due.month, amount: due.amount, dueDate: toIsoDate(due.dueDate) },
      }));
      await notifyMembers(
        tx,
        'payment_due',
        reminders.map(({ due, facts }) => ({
          memberId: due.memberId,
          ...tuitionReminderTexts(facts),
        })),
      );
      for (const { due, facts } of reminders) {
        const { member } = due;
        const recipient = memberRecipient(member);
        await queueMail(tx, {
          dedupeKey: `tuition:${due.id}:reminded:${today}`,
          language: mailLanguage(recipient.english),
          message: tuitionReminderMail(recipient, facts),
        });
      }
      if (dues.length > 0) {
        await writeAuditLog(tx, {
          staffId,
          action: 'tuition.remind',
          entityType: 'tuition_month',
          entityId: input.month,
          details: { date: today, dueIds: dues.map((due) => due.id) },
        });
      }
      return dues.length;
    });
    if (reminded > 0) outbox.sendSoon();
    return { remindedCount: reminded };
  };
}

export type RemindUnpaidTuition = ReturnType<typeof createRemindUnpaidTuition>;
