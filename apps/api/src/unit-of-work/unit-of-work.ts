import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import type { MailOutbox } from '../mail/outbox/mail-outbox.js';
import type { TextMessageOutbox } from '../text-messages/outbox/text-message-outbox.js';
import { actingGuardianAudit } from './acting-guardian.js';
import type { TAuditEntry, TMessage, TRecipient, TStaffNotice } from './message.js';
import type { TTextChannel } from './text-channel.js';
import { writeSideEffects, type TQueued, type TSideEffects } from './write-side-effects.js';

/** What a use case's change gets: its transaction and the one way to tell people and audit. */
export interface TWork {
  tx: Prisma.TransactionClient;
  /** Tells one person: in the app and by their channels, in their language. */
  notify(recipient: TRecipient, message: TMessage): void;
  /**
   * Tells every staff account in the app, and by 알림톡 those who chose request alerts when the
   * notice has a text form (docs/decisions/0042).
   */
  notifyStaff(notice: TStaffNotice): void;
  /** Records what the acting staff member did. */
  audit(entry: TAuditEntry): void;
}

export interface TRunOptions {
  /** Who acts, for the audit log: a staff id, or null for the command line or a member. */
  staffId?: number | null;
  isolationLevel?: Prisma.TransactionIsolationLevel;
}

/**
 * One unit of work: `run` gives a use case its transaction, `notify`, `notifyStaff` and `audit`.
 * What they record is written in that same transaction, just before it commits, so a change
 * never exists without its notifications, mails and audit rows (or the other way round), and
 * delivery starts only after the commit. This is the only place that reaches the notification
 * tables, the mail and text-message outboxes, the audit log and delivery; new channels plug in
 * here.
 */
export function createUnitOfWork(deps: {
  prisma: PrismaClient;
  /** Without one (the command line), queued mail waits for the `mail-outbox` job. */
  outbox?: Pick<MailOutbox, 'sendSoon'>;
  /**
   * The text channel (KakaoTalk 알림톡), when a provider is configured: people with a phone get
   * a message's text form instead of its mail (docs/decisions/0032). Without it, mail only.
   */
  texts?: TTextChannel & { outbox: Pick<TextMessageOutbox, 'sendSoon'> };
}) {
  const { prisma, outbox, texts } = deps;
  return {
    async run<T>(change: (work: TWork) => Promise<T>, options: TRunOptions = {}): Promise<T> {
      let queued: TQueued = { mail: false, text: false };
      const result = await prisma.$transaction(
        async (tx) => {
          const effects: TSideEffects = { messages: [], staffNotices: [], audit: [] };
          const value = await change({
            tx,
            notify: (recipient, message) => effects.messages.push({ recipient, message }),
            notifyStaff: (notice) => effects.staffNotices.push(notice),
            audit: (entry) => effects.audit.push(entry),
          });
          const guardian = actingGuardianAudit();
          if (effects.audit.length > 0 && options.staffId === undefined && !guardian) {
            throw new Error('An audited change must say who acts (staffId)');
          }
          // A guardian acting for a child is recorded with the change itself.
          if (guardian) effects.audit.push(guardian);
          queued = await writeSideEffects(tx, effects, options.staffId ?? null, texts);
          return value;
        },
        options.isolationLevel === undefined
          ? undefined
          : { isolationLevel: options.isolationLevel },
      );
      if (queued.mail) outbox?.sendSoon();
      if (queued.text) texts?.outbox.sendSoon();
      return result;
    },
  };
}

export type UnitOfWork = ReturnType<typeof createUnitOfWork>;
