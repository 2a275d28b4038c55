import { z } from 'zod';
import { hasOnlyPrintableText } from '../common/control-characters';
import { TEXT_MESSAGE_REPORT_LIMITS } from './text-message-reports.limits';

/**
 * One message a delivery report names. Solapi does not document its report webhook (0031): its
 * double posts items of GET /messages/v4/list. Only `messageId` is read; every other field is
 * accepted and dropped, since the state is asked of the provider, never taken from the report.
 */
export const ZTextMessageReportItem = z.object({
  messageId: z
    .string({ error: 'required' })
    .min(1, { error: 'required' })
    .max(TEXT_MESSAGE_REPORT_LIMITS.MESSAGE_ID_MAX_LENGTH, { error: 'tooLong' })
    .refine((value) => hasOnlyPrintableText(value, 'single'), { error: 'controlCharacters' }),
});
export type TTextMessageReportItem = z.infer<typeof ZTextMessageReportItem>;

/** A delivery report: the messages it names, at most ITEMS_MAX of them. */
export const ZTextMessageReport = z
  .array(ZTextMessageReportItem, { error: 'invalidValue' })
  .max(TEXT_MESSAGE_REPORT_LIMITS.ITEMS_MAX, { error: 'tooLong' });
export type TTextMessageReport = z.infer<typeof ZTextMessageReport>;

/** What a report led to: the ids it named, those that are ours, and the rows that changed. */
export const ZTextMessageReportOutcome = z.object({
  named: z.number().int(),
  known: z.number().int(),
  recorded: z.number().int(),
});
export type TTextMessageReportOutcome = z.infer<typeof ZTextMessageReportOutcome>;
