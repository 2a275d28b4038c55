import { z } from 'zod';
import { ZCount } from '../common/counts';
import { requiredText, TEXT_LIMITS } from '../common/text-fields';

/**
 * POST /notifications/send-to-all. Both languages are mandatory because foreign members
 * read only the English version; any blank field shows the same message.
 */
export const ZAnnouncementRequest = z.object({
  title: requiredText('announcementFieldsRequired', TEXT_LIMITS.TITLE),
  titleEn: requiredText('announcementFieldsRequired', TEXT_LIMITS.TITLE),
  message: requiredText('announcementFieldsRequired', TEXT_LIMITS.MESSAGE, 'multi'),
  messageEn: requiredText('announcementFieldsRequired', TEXT_LIMITS.MESSAGE, 'multi'),
});
export type TAnnouncementRequest = z.infer<typeof ZAnnouncementRequest>;

export const ZAnnouncementResponse = z.object({ sentCount: ZCount });
export type TAnnouncementResponse = z.infer<typeof ZAnnouncementResponse>;

/** The send button stays disabled until this is true. */
export function isAnnouncementComplete(input: Record<keyof TAnnouncementRequest, string>): boolean {
  return ZAnnouncementRequest.safeParse(input).success;
}
