import { z } from 'zod';

/**
 * The staff alerts: a request that waits for staff, to the staff accounts that chose to hear of
 * them by 알림톡 (docs/decisions/0042).
 */
export const STAFF_ALERT_KINDS = [
  'staffLessonApplication',
  'staffOnedayApplication',
  'staffInquiry',
  'staffScheduleChange',
  'staffMakeupRequest',
  'staffPauseRequest',
  'staffDeletionRequest',
] as const;

/**
 * Every kind of text message (문자·알림톡) the academy sends; each has a Korean and an English
 * 알림톡 template (alimtalk-templates.ts, docs/product/text-messages.md).
 */
export const TEXT_MESSAGE_KINDS = [
  'lessonApplicationReceived',
  'lessonApplicationApproved',
  'onedayApplicationReceived',
  'onedayClassConfirmed',
  'onedayClassReminder',
  'lessonReminder',
  'scheduleChangeApproved',
  'scheduleChangeRejected',
  'makeupApproved',
  'makeupRejected',
  'closure',
  'dueIssued',
  'dueUnpaid',
  'duePaid',
  'virtualAccountIssued',
  'virtualAccountExpired',
  'paymentRefunded',
  'arrived',
  'notArrived',
  'inquiryAnswered',
  'announcement',
  'lessonNoteWritten',
  ...STAFF_ALERT_KINDS,
] as const;
export const ZTextMessageKind = z.enum(TEXT_MESSAGE_KINDS, { error: 'invalidValue' });
export type TTextMessageKind = z.infer<typeof ZTextMessageKind>;

/** The two languages of each kind, as the bilingual tables name them. */
export const ALIMTALK_LANGUAGES = ['ko', 'en'] as const;
export type TAlimtalkLanguage = (typeof ALIMTALK_LANGUAGES)[number];
