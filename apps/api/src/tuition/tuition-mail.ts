import {
  depositorNameOf,
  tuitionAmountText,
  tuitionDueWords,
  tuitionProrationText,
  type TBankTransferDetails,
  type TTuitionProration,
} from '@academy/contracts';
import { personalMailOf } from '../mail/personal-mail.js';

/** How to pay the due by transfer: the academy's account (null: not set) and what to write. */
export type TDueTransfer = { details: TBankTransferDetails | null; depositorName: string };

/** How to pay `due` by transfer to the academy's account: the depositor name names its member. */
export const dueTransferOf = (
  details: TBankTransferDetails | null,
  due: { month: string; member: { name: string } },
): TDueTransfer => ({ details, depositorName: depositorNameOf(due.member.name, due.month) });

type TDueMailInput = { month: string; amount: number; dueDate: string; transfer: TDueTransfer };

/**
 * The lines that tell where to transfer and the depositor name to write (decision 0040), after
 * a blank line; none while the academy has set no account.
 */
function transferLines({ details, depositorName }: TDueTransfer) {
  if (details === null) return { ko: [], en: [] };
  const { bankName, accountNumber, accountHolder, note } = details;
  const extra = note === null ? [] : [note];
  return {
    ko: [
      '',
      `입금 계좌: ${bankName} ${accountNumber} (예금주 ${accountHolder})`,
      `입금자명: ${depositorName}`,
      ...extra,
    ],
    en: [
      '',
      `Bank transfer to: ${bankName} ${accountNumber} (account holder ${accountHolder})`,
      `Depositor name to write: ${depositorName}`,
      ...extra,
    ],
  };
}

/**
 * The e-mail that tells a member a month's tuition is due (docs/product/tuition.md); a first due
 * billing part of its month says which part.
 */
export const tuitionIssuedMail = personalMailOf(
  (due: TDueMailInput & { proration?: TTuitionProration | null }) => {
    const amount = tuitionAmountText(due.amount);
    const part = due.proration ? tuitionProrationText(due.proration) : null;
    const transfer = transferLines(due.transfer);
    const { month, due: dueOn } = tuitionDueWords(due);
    return {
      en: {
        subject: `[Drum Academy] Tuition for ${month.en}`,
        lines: [
          `Your tuition for ${month.en} is ${amount.en}, due on ${dueOn.en}.`,
          ...(part ? [`Your first month counts only the lessons left in it: ${part.en}.`] : []),
          '',
          'You can pay by bank transfer, card or cash at the academy.',
          ...transfer.en,
          '',
          'Signed in on the academy website, you can see all your tuition.',
        ],
      },
      ko: {
        subject: `[드럼 아카데미] ${month.ko} 수강료 안내`,
        lines: [
          `${month.ko} 수강료는 ${amount.ko}이며 납부 기한은 ${dueOn.ko}입니다.`,
          ...(part ? [`첫 달은 남은 수업만 계산했습니다: ${part.ko}.`] : []),
          '',
          '계좌이체, 카드 또는 학원에서 현금으로 납부하실 수 있습니다.',
          ...transfer.ko,
          '',
          '학원 홈페이지에 로그인하시면 수강료 내역을 확인하실 수 있습니다.',
        ],
      },
    };
  },
);

/** The reminder e-mail for a due still unpaid. */
export const tuitionReminderMail = personalMailOf((due: TDueMailInput) => {
  const amount = tuitionAmountText(due.amount);
  const transfer = transferLines(due.transfer);
  const { month, due: dueOn } = tuitionDueWords(due);
  return {
    en: {
      subject: `[Drum Academy] Reminder: tuition for ${month.en}`,
      lines: [
        `Your tuition for ${month.en}, ${amount.en}, due on ${dueOn.en}, has not been paid yet.`,
        ...transfer.en,
        '',
        'If you have paid it already, please ignore this e-mail or let the academy know.',
      ],
    },
    ko: {
      subject: `[드럼 아카데미] ${month.ko} 수강료 납부 안내`,
      lines: [
        `${month.ko} 수강료 ${amount.ko}(납부 기한 ${dueOn.ko})이(가) 아직 납부되지 않았습니다.`,
        ...transfer.ko,
        '',
        '이미 납부하셨다면 이 메일은 무시하시거나 학원에 알려주세요.',
      ],
    },
  };
});
