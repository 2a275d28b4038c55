import type { TLanguage, TLessonApplication, TOnedayApplication } from '@academy/contracts';
import type { TMessage, TRecipient } from '../unit-of-work/message.js';
import { textForm } from '../unit-of-work/text-form.js';

/**
 * The applicant's receipt of an application form (docs/product/text-messages.md): the 알림톡 of
 * `kind` in the language of the page they applied on, to the phone given on the form; for a
 * child, to their guardian's, as a child's messages go to the guardian
 * (docs/product/families.md). It has no mail form: without the text channel the applicant gets
 * nothing, as before. Keyed `<entity>:<id>:received`.
 */
export function applicationReceipt(
  kind: 'lessonApplicationReceived' | 'onedayApplicationReceived',
  entity: 'lesson_application' | 'oneday_application',
) {
  return (
    input: TLessonApplication | TOnedayApplication,
    id: number,
    language: TLanguage,
  ): { recipient: TRecipient; message: TMessage } => {
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
        key: `${entity}:${id}:received`,
        // The template greets the student by name, also when their guardian reads it.
        text: textForm(kind, () => ({ applicationId: String(id) })),
      },
    };
  };
}

/** The receipt of a regular lesson application. */
export const lessonApplicationReceipt = applicationReceipt(
  'lessonApplicationReceived',
  'lesson_application',
);
