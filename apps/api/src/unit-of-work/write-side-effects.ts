import type { Prisma } from '../generated/prisma/client.js';
import { mailLanguage, queueMails, type OutboxMail } from '../mail/outbox/queue-mail.js';
import type { MailRecipient } from '../mail/personal-mail.js';
import type { TAuditEntry, TMessage, TRecipient, TStaffNotice } from './message.js';
import {
  findMemberRecipients,
  insertAuditRows,
  insertMemberNotifications,
  insertStaffNotifications,
  type TMemberNotificationRow,
} from './side-effects-repository.js';

export interface TSideEffects {
  messages: { recipient: TRecipient; message: TMessage }[];
  staffNotices: TStaffNotice[];
  audit: TAuditEntry[];
}

/** Where and in which language a person's mail goes: null when there is no address. */
function mailRecipientOf(
  recipient: TRecipient,
  members: ReadonlyMap<number, MailRecipient>,
): MailRecipient | null {
  if ('address' in recipient) {
    const { to, name, english } = recipient.address;
    return to === null ? null : { to, name, english };
  }
  const member = members.get(recipient.memberId);
  if (!member) return null;
  return recipient.to === undefined ? member : { ...member, to: recipient.to };
}

/** Decides, in one place, by which channels and in which language each person hears. */
function channelsOf(
  { recipient, message }: TSideEffects['messages'][number],
  members: ReadonlyMap<number, MailRecipient>,
): { app?: TMemberNotificationRow; mail?: OutboxMail } {
  const app =
    message.app && 'memberId' in recipient
      ? { memberId: recipient.memberId, app: message.app }
      : undefined;
  const person = message.mail ? mailRecipientOf(recipient, members) : null;
  const mail =
    message.mail && person
      ? {
          dedupeKey: message.key,
          language: mailLanguage(person.english),
          message: message.mail(person),
        }
      : undefined;
  return { app, mail };
}

/** The address, name and language of every member a mail of this change goes to, in one query. */
async function lookUpMembers(
  tx: Prisma.TransactionClient,
  messages: TSideEffects['messages'],
): Promise<Map<number, MailRecipient>> {
  const ids = messages.flatMap(({ recipient, message }) =>
    message.mail && 'memberId' in recipient ? [recipient.memberId] : [],
  );
  const rows = await findMemberRecipients(tx, ids);
  return new Map(
    rows.map((row) => [row.id, { to: row.email, name: row.name, english: row.isForeigner }]),
  );
}

/** Writes what a unit of work recorded; answers whether any mail was queued. */
export async function writeSideEffects(
  tx: Prisma.TransactionClient,
  effects: TSideEffects,
  staffId: number | null,
): Promise<boolean> {
  const members = await lookUpMembers(tx, effects.messages);
  const channels = effects.messages.map((entry) => channelsOf(entry, members));
  const notifications = channels.flatMap(({ app }) => (app ? [app] : []));
  const mails = channels.flatMap(({ mail }) => (mail ? [mail] : []));
  await insertMemberNotifications(tx, notifications);
  await insertStaffNotifications(tx, effects.staffNotices);
  await queueMails(tx, mails);
  await insertAuditRows(tx, staffId, effects.audit);
  return mails.length > 0;
}
