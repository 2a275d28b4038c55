import { z } from 'zod';
import { pagedList } from '../common/pagination';
import { optionalFilter } from '../common/text-fields';
import { TEXT_MESSAGE_KINDS } from './text-messages.enums';
import {
  TEXT_MESSAGE_CHANNELS,
  TEXT_MESSAGE_LOG,
  TEXT_MESSAGE_STATUSES,
} from './text-message-log.limits';

const page = z.coerce
  .number({ error: 'invalidValue' })
  .int({ error: 'invalidValue' })
  .min(1, { error: 'invalidValue' })
  .max(TEXT_MESSAGE_LOG.MAX_PAGE, { error: 'invalidValue' });

/** GET /text-messages/log: a page of TEXT_MESSAGE_LOG.PAGE_SIZE, by status and kind. */
export const ZTextMessageLogQuery = z.object({
  page: page.default(1),
  status: optionalFilter(TEXT_MESSAGE_STATUSES),
  kind: optionalFilter(TEXT_MESSAGE_KINDS),
});
export type TTextMessageLogQuery = z.infer<typeof ZTextMessageLogQuery>;

export const ZTextMessageStatus = z.enum(TEXT_MESSAGE_STATUSES);
export type TTextMessageStatus = z.infer<typeof ZTextMessageStatus>;

/**
 * One message as the log shows it: who it went to, masked (the member's name, or none for a
 * guest, and the phone's last four digits), never its text, which may hold a secure template's
 * code or a private note.
 */
export const ZTextMessageLogRow = z.object({
  id: z.string(),
  /** When it was queued (ISO). */
  queuedAt: z.string(),
  /** When the provider delivered it, as 알림톡 or as its fallback (ISO). */
  deliveredAt: z.string().nullable(),
  kind: z.enum(TEXT_MESSAGE_KINDS),
  language: z.enum(['ko', 'en']),
  recipient: z.object({
    /** The member's name; null for a guest (an applicant or an inquirer) or a member who left. */
    name: z.string().nullable(),
    phoneLast4: z.string().regex(/^\d{4}$/),
  }),
  /** How it went; null while the provider has not said (queued, sent, failed, cancelled). */
  channel: z.enum(TEXT_MESSAGE_CHANNELS).nullable(),
  status: ZTextMessageStatus,
  /** The provider's status code and text of a failure or a fallback. */
  providerStatus: z.object({ code: z.string().nullable(), text: z.string().nullable() }).nullable(),
});
export type TTextMessageLogRow = z.infer<typeof ZTextMessageLogRow>;

export const ZTextMessageLog = pagedList({
  messages: z.array(ZTextMessageLogRow),
  /** Whether the text channel is configured now. */
  textChannelOn: z.boolean(),
});
export type TTextMessageLog = z.infer<typeof ZTextMessageLog>;
