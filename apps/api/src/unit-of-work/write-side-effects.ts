import type { Prisma } from '../generated/prisma/client.js';
import {
  mailLanguage,
  queueHeldMails,
  queueMails,
  type OutboxMail,
} from '../mail/outbox/queue-mail.js';
import {
  findUnsettledTextMessageIds,
  queueTextMessages,
  type TOutboxTextMessage,
} from '../text-messages/outbox/queue-text-messages.js';
import { listenersOfMember, type TMemberListener } from './member-recipients.js';
import type { TAuditEntry, TMessage, TRecipient, TStaffNotice } from './message.js';
import {
  findMemberRecipients,
  findStaffAlertRecipients,
  insertAuditRows,
  insertMemberNotifications,
  insertStaffNotifications,
  type TMemberNotificationRow,
} from './side-effects-repository.js';
import { findUnusableTemplateCodes } from '../text-messages/template-states-repository.js';
import { renderTextMessage, type TTextChannel } from './text-channel.js';

export interface TSideEffects {
  messages: { recipient: TRecipient; message: TMessage }[];
  staffNotices: TStaffNotice[];
  audit: TAuditEntry[];
}

/** What the unit of work queued: delivery starts after the commit for each channel used. */
export interface TQueued {
  mail: boolean;
  text: boolean;
}

type TChannels = {
  app?: TMemberNotificationRow;
  mails: OutboxMail[];
  texts: TOutboxTextMessage[];
  /** Mails held behind the 알림톡 of the same key (docs/decisions/0038). */
  heldMails: OutboxMail[];
};

/**
 * Who hears a message, with their addresses: nobody without one. A mail sent to a given address
 * (`to`: a new address being confirmed) goes to the member alone, by mail only.
 */
function listenersOf(
  recipient: TRecipient,
  members: ReadonlyMap<number, TMemberListener[]>,
): TMemberListener[] {
  if ('address' in recipient) {
    const { to, phone, ...person } = recipient.address;
    return to === null && !phone ? [] : [{ to, phone: phone ?? null, ...person }];
  }
  const people = members.get(recipient.memberId) ?? [];
  if (recipient.to === undefined) return people;
  const member = people.find((person) => person.aboutChild === undefined);
  return member ? [{ ...member, to: recipient.to, phone: null }] : [];
}

/**
 * Decides, in one place, by which channels and in which language each person hears
 * (docs/decisions/0032): the app when the message has an in-app part; then, per person, the
 * 알림톡 when the text channel is on, they have a phone and the message a text form (as a plain
 * SMS/LMS when they chose it or the template is not approved: text-channel.ts), otherwise the
 * e-mail. A person who gets the 알림톡 and has an address also gets the e-mail, held until
 * the 알림톡 fails for good (docs/decisions/0038). The first person keeps the message's key; a
 * guardian's or a child's second copy is keyed apart, by position (an address would not fit the
 * outbox's 200-character key).
 */
function channelsOf(
  { recipient, message }: TSideEffects['messages'][number],
  members: ReadonlyMap<number, TMemberListener[]>,
  textChannel: TTextChannel | undefined,
): TChannels {
  const memberId = 'memberId' in recipient ? recipient.memberId : null;
  const app = message.app && memberId !== null ? { memberId, app: message.app } : undefined;
  const channels: TChannels = { app, mails: [], texts: [], heldMails: [] };
  listenersOf(recipient, members).forEach((person, index) => {
    const dedupeKey = index === 0 ? message.key : `${message.key}:also:${index}`;
    const { phone, to, wantsSms, ...named } = person;
    const textMessage =
      textChannel && phone && message.text
        ? renderTextMessage(
            message.text({ phone, ...named }),
            { phone, ...named, wantsSms },
            { dedupeKey, memberId },
            textChannel,
          )
        : null;
    if (textMessage) channels.texts.push(textMessage);
    if (message.mail && to !== null) {
      (textMessage ? channels.heldMails : channels.mails).push({
        dedupeKey,
        language: mailLanguage(person.english),
        message: message.mail({ to, ...named }),
      });
    }
  });
  return channels;
}

/** Who hears about each member this change tells, in one query. */
async function lookUpMembers(
  tx: Prisma.TransactionClient,
  messages: TSideEffects['messages'],
  textChannel: TTextChannel | undefined,
): Promise<Map<number, TMemberListener[]>> {
  const ids = messages.flatMap(({ recipient, message }) =>
    (message.mail || (textChannel && message.text)) && 'memberId' in recipient
      ? [recipient.memberId]
      : [],
  );
  const rows = await findMemberRecipients(tx, ids);
  const now = new Date();
  // Without the text channel a phone reaches nobody: who hears is exactly who has an address.
  const reachableBy = textChannel ? 'mailOrPhone' : 'mail';
  return new Map(rows.map((row) => [row.id, listenersOfMember(row, now, reachableBy)]));
}

/**
 * Links each held mail to the 알림톡 of its key, just queued (or queued by an earlier run of the
 * same change and still unsettled), and holds it there.
 */
async function holdMails(tx: Prisma.TransactionClient, mails: OutboxMail[]) {
  const textIds = await findUnsettledTextMessageIds(
    tx,
    mails.map((mail) => mail.dedupeKey),
  );
  await queueHeldMails(
    tx,
    mails.flatMap((mail) => {
      const textMessageId = textIds.get(mail.dedupeKey);
      return textMessageId === undefined ? [] : [{ ...mail, textMessageId }];
    }),
  );
}

/**
 * The 알림톡 of the staff notices that have a text form, one per notice and staff account that
 * chose request alerts and has a phone (docs/decisions/0042), keyed per account. Staff keep no
 * language, so they read Korean. The in-app notice goes to every account as before.
 */
async function staffAlerts(
  tx: Prisma.TransactionClient,
  notices: readonly TStaffNotice[],
  textChannel: TTextChannel | undefined,
): Promise<TOutboxTextMessage[]> {
  const alerts = notices.filter((notice) => notice.text);
  if (!textChannel || alerts.length === 0) return [];
  const staff = await findStaffAlertRecipients(tx);
  return alerts.flatMap(({ category, relatedId, memberId = null, text }) =>
    staff.flatMap(({ id, name, phoneNumber }) => {
      if (!text || !phoneNumber) return [];
      const person = { phone: phoneNumber, name, english: false };
      const dedupeKey = `staff_alert:${category}:${relatedId}:staff:${id}`;
      const message = renderTextMessage(text(person), person, { dedupeKey, memberId }, textChannel);
      return message ? [message] : [];
    }),
  );
}

/** Writes what a unit of work recorded; answers which channels got something queued. */
export async function writeSideEffects(
  tx: Prisma.TransactionClient,
  effects: TSideEffects,
  staffId: number | null,
  textChannel?: TTextChannel,
): Promise<TQueued> {
  const members = await lookUpMembers(tx, effects.messages, textChannel);
  // Templates known not approved go as plain SMS/LMS (docs/decisions/0034, 0045).
  const checkedChannel =
    textChannel &&
    [...effects.messages.map(({ message }) => message), ...effects.staffNotices].some(
      ({ text }) => text,
    )
      ? { ...textChannel, unusableCodes: await findUnusableTemplateCodes(tx) }
      : textChannel;
  const channels = effects.messages.map((entry) => channelsOf(entry, members, checkedChannel));
  const notifications = channels.flatMap(({ app }) => (app ? [app] : []));
  const mails = channels.flatMap(({ mails }) => mails);
  const texts = [
    ...channels.flatMap(({ texts }) => texts),
    ...(await staffAlerts(tx, effects.staffNotices, checkedChannel)),
  ];
  await insertMemberNotifications(tx, notifications);
  await insertStaffNotifications(tx, effects.staffNotices);
  await queueMails(tx, mails);
  await queueTextMessages(tx, texts, new Date());
  await holdMails(
    tx,
    channels.flatMap(({ heldMails }) => heldMails),
  );
  await insertAuditRows(tx, staffId, effects.audit);
  return { mail: mails.length > 0, text: texts.length > 0 };
}
