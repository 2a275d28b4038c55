import {
  STAFF_NOTIFICATION_TEXTS,
  type TInquirySubmitRequest,
  type TLanguage,
  staffNoticeDetail,
} from '@academy/contracts';
import { hashPassword } from '../auth/password.js';
import { storeFormOnce } from '../db/form-submissions.js';
import { type Clock, systemClock } from '../lib/clock.js';
import { textForm } from '../unit-of-work/text-form.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import type { GetAnswerNotice } from './get-answer-notice.js';
import type { InquiryRepository } from './inquiry-repository.js';

/** The in-app notice of a new inquiry: the fixed texts with its subject. */
function newInquiryTexts(subject: string) {
  const { title, message } = STAFF_NOTIFICATION_TEXTS.inquiry_received;
  return {
    title: title.ko,
    titleEn: title.en,
    message: `${message.ko} (${subject})`,
    messageEn: `${message.en} (${subject})`,
  };
}

/**
 * Stores a guest inquiry; only a bcrypt hash of its password is kept. The phone is kept only
 * when the guest asked to hear by 알림톡 when it is answered, with the page's language for that
 * message (docs/decisions/0035), and only while that notice can be sent: otherwise the wish is
 * ignored, not refused, as a form opened before the channel went off may still send it. Staff
 * are told in the same unit of work: in the app, and by 알림톡 those who chose request alerts
 * (docs/decisions/0042). The same inquiry sent again within a minute (same nickname and text)
 * stores and tells nothing and is answered with the first one's id and reference.
 */
export function createSubmitInquiry(deps: {
  inquiries: InquiryRepository;
  answerNotice: GetAnswerNotice;
  units: UnitOfWork;
  now?: Clock;
}) {
  const { inquiries, answerNotice, units } = deps;
  const now = deps.now ?? systemClock;
  return async function submitInquiry(
    input: TInquirySubmitRequest,
    language: TLanguage,
  ): Promise<{ id: number; reference: string }> {
    const wanted = input.notifyWhenAnswered === true && input.phoneNumber !== undefined;
    const phone =
      wanted && (await answerNotice(language)).available ? (input.phoneNumber ?? null) : null;
    const passwordHash = await hashPassword(input.password);
    return units.run(async ({ tx, notifyStaff }) => {
      const content = { ...input, password: undefined };
      const stored = await storeFormOnce(tx, { kind: 'inquiry', content, now: now() }, () =>
        inquiries.create(tx, {
          nickname: input.nickname,
          passwordHash,
          subject: input.subject,
          category: input.category,
          message: input.message,
          phoneNumber: phone,
          notifyWhenAnswered: phone !== null,
          english: language === 'ENG',
        }),
      );
      // A repeat within a minute: the first inquiry told the staff already (docs/decisions/0061).
      if (stored.repeated) return stored;
      const { id } = stored;
      notifyStaff({
        category: 'inquiry_received',
        texts: newInquiryTexts(input.subject),
        detail: staffNoticeDetail({ name: input.nickname }),
        relatedId: id,
        // The nickname and subject the guest wrote, nothing of the text itself.
        text: textForm('staffInquiry', () => ({
          nickname: input.nickname,
          subject: input.subject,
        })),
      });
      return stored;
    });
  };
}

export type SubmitInquiry = ReturnType<typeof createSubmitInquiry>;
