import { ACADEMY_NAME, type TLanguage, type TLessonApplication } from '@academy/contracts';
import type { TMessage, TRecipient } from '../unit-of-work/message.js';

/**
 * The applicant's receipt of a regular lesson application (docs/product/text-messages.md): the
 * 알림톡 `lessonApplicationReceived` in the language of the page they applied on, to the phone
 * given on the form; for a child, to their guardian's, as a child's messages go to the guardian
 * (docs/product/families.md). It has no mail form: without the text channel the applicant gets
 * nothing, as before.
 */
export function lessonApplicationReceipt(
  input: TLessonApplication,
  id: number,
  language: TLanguage,
): { recipient: TRecipient; message: TMessage } {
  const english = language === 'ENG';
  const guardian = input.applicant === 'child' ? input.guardian : undefined;
  const recipient: TRecipient = {
    address: guardian
      ? {
          to: guardian.email,
          phone: guardian.phoneNumber,
          name: guardian.name,
          english,
          aboutChild: input.name,
        }
      : { to: input.email ?? null, phone: input.phoneNumber ?? null, name: input.name, english },
  };
  return {
    recipient,
    message: {
      key: `lesson_application:${id}:received`,
      text: () => ({
        kind: 'lessonApplicationReceived',
        variables: {
          academy: english ? ACADEMY_NAME.en : ACADEMY_NAME.ko,
          // The template greets the student by name, also when their guardian reads it.
          name: input.name,
          applicationId: String(id),
        },
      }),
    },
  };
}
