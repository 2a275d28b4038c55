import { FORM_VALIDATION_MESSAGES } from './form-messages';
import type { TLanguage } from './language';
import { bilingualTexts, pickText } from './language';
import { ATTENDANCE_VALIDATION_MESSAGES } from '../attendance/attendance-messages';
import { CLOSURE_VALIDATION_MESSAGES } from '../closures/closure-messages';
import { MAKEUP_VALIDATION_MESSAGES } from '../makeups/makeups-messages';
import { PRACTICE_LIMIT_MESSAGES } from '../practice/practice-messages';
import { SCHEDULE_VALIDATION_MESSAGES } from './schedule-messages';
import { TUITION_VALIDATION_MESSAGES } from '../tuition/tuition-messages';
import { RECEIPT_VALIDATION_MESSAGES } from '../tuition/receipts-messages';
import { EMAIL_CHANGE_VALIDATION_MESSAGES } from '../members/email-change-messages';
import { FAMILY_VALIDATION_MESSAGES } from '../families/families-messages';
import { CHECKIN_VALIDATION_MESSAGES } from '../checkin/checkin-messages';
import { PAUSE_VALIDATION_MESSAGES } from '../pauses/pauses-messages';
import { LESSON_NOTE_VALIDATION_MESSAGES } from '../lesson-notes/lesson-notes-messages';
import { CONSULTATION_NOTE_VALIDATION_MESSAGES } from '../consultation-notes/consultation-notes-messages';
import { PRACTICE_LOG_VALIDATION_MESSAGES } from '../practice-log/practice-log-messages';
import { TEXT_MESSAGE_USAGE_VALIDATION_MESSAGES } from '../text-messages/text-message-usage-messages';

/**
 * Every validation message (docs/product/validation.md), keyed. Schemas carry the KEY as the zod issue message
 * so the API and the web forms turn the same key into the same text in either language.
 */
export const VALIDATION_MESSAGES = bilingualTexts({
  ...FORM_VALIDATION_MESSAGES,
  ...SCHEDULE_VALIDATION_MESSAGES,
  ...PRACTICE_LIMIT_MESSAGES,
  ...CLOSURE_VALIDATION_MESSAGES,
  ...ATTENDANCE_VALIDATION_MESSAGES,
  ...MAKEUP_VALIDATION_MESSAGES,
  ...TUITION_VALIDATION_MESSAGES,
  ...RECEIPT_VALIDATION_MESSAGES,
  ...EMAIL_CHANGE_VALIDATION_MESSAGES,
  ...FAMILY_VALIDATION_MESSAGES,
  ...CHECKIN_VALIDATION_MESSAGES,
  ...PAUSE_VALIDATION_MESSAGES,
  ...LESSON_NOTE_VALIDATION_MESSAGES,
  ...PRACTICE_LOG_VALIDATION_MESSAGES,
  ...CONSULTATION_NOTE_VALIDATION_MESSAGES,
  ...TEXT_MESSAGE_USAGE_VALIDATION_MESSAGES,
});

export type TValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export function isValidationMessageKey(value: string): value is TValidationMessageKey {
  return Object.hasOwn(VALIDATION_MESSAGES, value);
}

export function validationMessage(key: TValidationMessageKey, lang: TLanguage): string {
  return pickText(VALIDATION_MESSAGES[key], lang);
}
