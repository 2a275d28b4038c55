import type {
  TMemberNotificationCategory,
  TStaffNotificationCategory,
  TStoredNotificationTexts,
} from '@academy/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import type { MailMessage } from '../mail/mailer.js';
import type { MailRecipient } from '../mail/personal-mail.js';

/**
 * Who a message is for.
 * - `memberId`: a member. The unit of work reads their address, name and language (English for
 *   foreign members); `to` sends the mail to another address of theirs (an e-mail change).
 * - `address`: a person known only by an address (a guest, an account's old or new address), in
 *   the language given; they get mail and nothing in the app. No address, no mail.
 */
export type TRecipient =
  | { memberId: number; to?: string }
  | { address: { to: string | null; name: string; english: boolean; aboutChild?: string } };

/**
 * What to tell one person, by every channel it names. The recipient's channels and language are
 * decided by the unit of work, not here.
 */
export interface TMessage {
  /**
   * Names the event (e.g. "lesson_application:12:rejected"): a mail with the same key is queued
   * once, so a retried use case cannot send its mail twice.
   */
  key: string;
  /** The in-app notification (members only). */
  app?: {
    category: TMemberNotificationCategory;
    texts: TStoredNotificationTexts;
    announcementId?: number;
  };
  /** The e-mail, built for the recipient as the unit of work resolved them. */
  mail?: (recipient: MailRecipient) => MailMessage;
}

/** An in-app notification to every staff account. */
export interface TStaffNotice {
  category: TStaffNotificationCategory;
  texts: TStoredNotificationTexts;
  /** The application, request or booking it is about. */
  relatedId: number;
}

/** One row of the audit log: what a staff member (or the command line) did to what. */
export interface TAuditEntry {
  action: string;
  entityType: string;
  entityId: number | string;
  details?: Prisma.InputJsonValue;
}
