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

type MemberLookup = Map<number, MailRecipient | null>;

/** Decides, in one place, by which channels and in which language each person hears. */
function channelsOf(
  { recipient, message }: TSideEffects['messages'][number],
  members: MemberLookup,
): { app?: TMemberNotificationRow; mail?: OutboxMail } {
  const person =
    'address' in recipient
      ? recipient.address.to === null
        ? null
        : { ...recipient.address, to: recipient.address.to }
      : withAddress(members.get(recipient.memberId) ?? null, recipient.to);
  const app =
    message.app && 'memberId' in recipient
      ? { memberId: recipient.memberId, app: message.app }
      : undefined;
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

const withAddress = (member: MailRecipient | null, to: string | undefined) =>
  member && to !== undefined ? { ...member, to } : member;

async function lookUpMembers(
  tx: Prisma.TransactionClient,
  messages: TSideEffects['messages'],
): Promise<MemberLookup> {
  const ids = messages.flatMap(({ recipient, message }) =>
    message.mail && 'memberId' in recipient ? [recipient.memberId] : [],
  );
  const rows = await findMemberRecipients(tx, ids);
  const found: MemberLookup = new Map();
  for (const row of rows) {
    found.set(
      row.id,
      row.email ? { to: row.email, name: row.name, english: row.isForeigner } : null,
    );
  }
  return found;
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
