import type { Prisma } from '../generated/prisma/client.js';
import { mailLanguage, queueMails, type OutboxMail } from '../mail/outbox/queue-mail.js';
import type { MailRecipient } from '../mail/personal-mail.js';
import { mailRecipientsOfMember } from './member-recipients.js';
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

/**
 * Where and in which language a person's mail goes: nobody without an address. A mail sent to a
 * given address (`to`: a new address being confirmed) goes to the member alone.
 */
function mailRecipientsOf(
  recipient: TRecipient,
  members: ReadonlyMap<number, MailRecipient[]>,
): MailRecipient[] {
  if ('address' in recipient) {
    const { to, ...person } = recipient.address;
    return to === null ? [] : [{ to, ...person }];
  }
  const people = members.get(recipient.memberId) ?? [];
  if (recipient.to === undefined) return people;
  const member = people.find((person) => person.aboutChild === undefined);
  return member ? [{ ...member, to: recipient.to }] : [];
}

/**
 * Decides, in one place, by which channels and in which language each person hears. The first
 * mail keeps the message's key; a guardian's or a child's second one is keyed apart.
 */
function channelsOf(
  { recipient, message }: TSideEffects['messages'][number],
  members: ReadonlyMap<number, MailRecipient[]>,
): { app?: TMemberNotificationRow; mails: OutboxMail[] } {
  const app =
    message.app && 'memberId' in recipient
      ? { memberId: recipient.memberId, app: message.app }
      : undefined;
  const { mail } = message;
  if (!mail) return { app, mails: [] };
  const mails = mailRecipientsOf(recipient, members).map((person, index) => ({
    // By position, not address: an address would not fit the outbox's 200-character key.
    dedupeKey: index === 0 ? message.key : `${message.key}:also:${index}`,
    language: mailLanguage(person.english),
    message: mail(person),
  }));
  return { app, mails };
}

/** Who hears by mail about each member this change tells, in one query. */
async function lookUpMembers(
  tx: Prisma.TransactionClient,
  messages: TSideEffects['messages'],
): Promise<Map<number, MailRecipient[]>> {
  const ids = messages.flatMap(({ recipient, message }) =>
    message.mail && 'memberId' in recipient ? [recipient.memberId] : [],
  );
  const rows = await findMemberRecipients(tx, ids);
  const now = new Date();
  return new Map(rows.map((row) => [row.id, mailRecipientsOfMember(row, now)]));
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
  const mails = channels.flatMap(({ mails }) => mails);
  await insertMemberNotifications(tx, notifications);
  await insertStaffNotifications(tx, effects.staffNotices);
  await queueMails(tx, mails);
  await insertAuditRows(tx, staffId, effects.audit);
  return mails.length > 0;
}
