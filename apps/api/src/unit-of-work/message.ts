import type {
  TBilingualText,
  TMemberNotificationCategory,
  TTextMessageKind,
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
 *   the language given; they get mail (or a text message at `phone`) and nothing in the app.
 *   No address, no mail.
 */
export type TRecipient =
  | { memberId: number; to?: string }
  | {
      address: {
        to: string | null;
        /** Digits only; a text message goes here when the message has a text form. */
        phone?: string | null;
        name: string;
        english: boolean;
        aboutChild?: string;
      };
    };

/** The person a text message is built for, as the unit of work resolved them. */
export interface TTextRecipient {
  phone: string;
  name: string;
  english: boolean;
  /** A guardian hears about their child: the child's name. */
  aboutChild?: string;
}

/** A 알림톡: its kind (the template, in the person's language) and the template's variables. */
export interface TTextForm {
  kind: TTextMessageKind;
  variables: Record<string, string>;
}

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
  /**
   * The 알림톡 (with SMS/LMS fallback), built for the recipient. A person with a phone gets it
   * instead of the mail when the text channel is on (docs/decisions/0032).
   */
  text?: (recipient: TTextRecipient) => TTextForm;
}

/** An in-app notification to every staff account. */
export interface TStaffNotice {
  category: TStaffNotificationCategory;
  texts: TStoredNotificationTexts;
  /**
   * Who and which day or hour, shown under the category's fixed title and message (built with
   * `staffNoticeDetail`), since the stored message is not what staff read.
   */
  detail?: TBilingualText;
  /** The application, request or booking it is about. */
  relatedId: number;
  /**
   * The member the notice names, if any: its 알림톡s are about that member and are cleared with
   * theirs when they leave (docs/product/privacy.md).
   */
  memberId?: number;
  /**
   * The 알림톡 of a request that waits for staff, built for each staff account that chose request
   * alerts and has a phone, when the text channel is on (docs/decisions/0042).
   */
  text?: (recipient: TTextRecipient) => TTextForm;
}

/** One row of the audit log: what a staff member (or the command line) did to what. */
export interface TAuditEntry {
  action: string;
  entityType: string;
  entityId: number | string;
  details?: Prisma.InputJsonValue;
}
