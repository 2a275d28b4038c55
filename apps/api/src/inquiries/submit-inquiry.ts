import type { TInquirySubmitRequest, TLanguage } from '@academy/contracts';
import { hashPassword } from '../auth/password.js';
import type { GetAnswerNotice } from './get-answer-notice.js';
import type { InquiryRepository } from './inquiry-repository.js';

/**
 * Stores a guest inquiry; only a bcrypt hash of its password is kept. The phone is kept only
 * when the guest asked to hear by 알림톡 when it is answered, with the page's language for that
 * message (docs/decisions/0035), and only while that notice can be sent: otherwise the wish is
 * ignored, not refused, as a form opened before the channel went off may still send it.
 */
export function createSubmitInquiry(inquiries: InquiryRepository, answerNotice: GetAnswerNotice) {
  return async function submitInquiry(
    input: TInquirySubmitRequest,
    language: TLanguage,
  ): Promise<number> {
    const wanted = input.notifyWhenAnswered === true && input.phoneNumber !== undefined;
    const phone =
      wanted && (await answerNotice(language)).available ? (input.phoneNumber ?? null) : null;
    return inquiries.create({
      nickname: input.nickname,
      passwordHash: await hashPassword(input.password),
      subject: input.subject,
      category: input.category,
      message: input.message,
      phoneNumber: phone,
      notifyWhenAnswered: phone !== null,
      english: language === 'ENG',
    });
  };
}

export type SubmitInquiry = ReturnType<typeof createSubmitInquiry>;
