import {
  tuitionAmountText,
  tuitionProrationText,
  type TTuitionProration,
} from '@academy/contracts';
import { personalMailOf } from '../mail/personal-mail.js';

type TDueMailInput = { month: string; amount: number; dueDate: string };

/**
 * The e-mail that tells a member a month's tuition is due (docs/product/tuition.md); a first due
 * billing part of its month says which part.
 */
export const tuitionIssuedMail = personalMailOf(
  (due: TDueMailInput & { proration?: TTuitionProration | null }) => {
    const amount = tuitionAmountText(due.amount);
    const part = due.proration ? tuitionProrationText(due.proration) : null;
    return {
      en: {
        subject: `[Drum Academy] Tuition for ${due.month}`,
        lines: [
          `Your tuition for ${due.month} is ${amount.en}, due on ${due.dueDate}.`,
          ...(part ? [`Your first month counts only the lessons left in it: ${part.en}.`] : []),
          '',
          'You can pay by bank transfer, card or cash at the academy.',
          'Signed in on the academy website, you can see all your tuition.',
        ],
      },
      ko: {
        subject: `[드럼 아카데미] ${due.month} 수강료 안내`,
        lines: [
          `${due.month} 수강료는 ${amount.ko}이며 납부 기한은 ${due.dueDate}입니다.`,
          ...(part ? [`첫 달은 남은 수업만 계산했습니다: ${part.ko}.`] : []),
          '',
          '계좌이체, 카드 또는 학원에서 현금으로 납부하실 수 있습니다.',
          '학원 홈페이지에 로그인하시면 수강료 내역을 확인하실 수 있습니다.',
        ],
      },
    };
  },
);

/** The reminder e-mail for a due still unpaid. */
export const tuitionReminderMail = personalMailOf((due: TDueMailInput) => {
  const amount = tuitionAmountText(due.amount);
  return {
    en: {
      subject: `[Drum Academy] Reminder: tuition for ${due.month}`,
      lines: [
        `Your tuition for ${due.month}, ${amount.en}, due on ${due.dueDate}, has not been paid yet.`,
        '',
        'If you have paid it already, please ignore this e-mail or let the academy know.',
      ],
    },
    ko: {
      subject: `[드럼 아카데미] ${due.month} 수강료 납부 안내`,
      lines: [
        `${due.month} 수강료 ${amount.ko}(납부 기한 ${due.dueDate})이(가) 아직 납부되지 않았습니다.`,
        '',
        '이미 납부하셨다면 이 메일은 무시하시거나 학원에 알려주세요.',
      ],
    },
  };
});
