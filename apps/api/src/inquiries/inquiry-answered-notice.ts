import type { TMessage, TRecipient } from '../unit-of-work/message.js';
import { textForm } from '../unit-of-work/text-form.js';

/** What the notice needs of an inquiry whose guest asked to hear of the answer. */
export interface TAnswerNotice {
  nickname: string;
  subject: string;
  english: boolean;
  phoneNumber: string;
}

/**
 * The guest's 알림톡 `inquiryAnswered` (docs/product/text-messages.md), at the phone they gave,
 * in the language of the page they asked on. No mail form: a guest has no address but the phone,
 * so without the text channel nobody is told, as before. The reply itself is not in it: the
 * guest reads it with the inquiry's password.
 */
export function inquiryAnsweredNotice(
  id: number,
  notice: TAnswerNotice,
): { recipient: TRecipient; message: TMessage } {
  const { nickname, subject, english, phoneNumber } = notice;
  return {
    recipient: { address: { to: null, phone: phoneNumber, name: nickname, english } },
    message: {
      key: `inquiry:${id}:answered`,
      text: textForm('inquiryAnswered', () => ({ nickname, subject })),
    },
  };
}
