import { enterText, notFoundText, selectText } from '../common/message-patterns';
import { bilingualTexts } from '../common/language';
import type { TBilingualText } from '../common/language';
import { groupThousands } from './tuition-amount';
import {
  BANK_TRANSFER_LIMITS,
  SIBLING_DISCOUNT_LIMITS,
  TUITION_AMOUNT_MAX,
  TUITION_MONTH_WINDOW,
  TUITION_PAID_EARLIEST_DAYS_BEFORE_MONTH,
} from './tuition.limits';

/** Refusals of tuition input, keyed like the other validation messages. */
export const TUITION_VALIDATION_MESSAGES = bilingualTexts({
  tuitionMonthFormat: {
    ko: '월은 YYYY-MM 형식(예: 2026-03)으로 입력해주세요.',
    en: 'Please give the month as YYYY-MM (for example 2026-03).',
  },
  tuitionMonthOutOfRange: {
    ko: `${TUITION_MONTH_WINDOW.FIRST}부터 이번 달 ${TUITION_MONTH_WINDOW.MONTHS_AHEAD}개월 후까지의 월만 선택할 수 있습니다.`,
    en: `The month must be between ${TUITION_MONTH_WINDOW.FIRST} and ${TUITION_MONTH_WINDOW.MONTHS_AHEAD} months after the current month.`,
  },
  tuitionPaidDateFuture: {
    ko: '납부일은 오늘 이후로 입력할 수 없습니다.',
    en: 'The payment date cannot be in the future.',
  },
  tuitionPaidDateTooEarly: {
    ko: `납부일은 해당 월 1일 기준 ${TUITION_PAID_EARLIEST_DAYS_BEFORE_MONTH}일 전부터 입력할 수 있습니다.`,
    en: `The payment date may be at most ${TUITION_PAID_EARLIEST_DAYS_BEFORE_MONTH} days before the month starts.`,
  },
  tuitionMethodRequired: selectText('납부 방법을', 'how it was paid'),
  tuitionPaidFieldsNeedPaid: {
    ko: '납부일과 납부 방법은 납부 처리할 때만 입력할 수 있습니다.',
    en: 'A payment date and method can only be given when marking the due paid.',
  },
  tuitionAmountInvalid: {
    ko: `금액은 0원부터 ${groupThousands(TUITION_AMOUNT_MAX)}원까지의 정수로 입력해주세요.`,
    en: `The amount must be a whole number from 0 to ${groupThousands(TUITION_AMOUNT_MAX)} KRW.`,
  },
  tuitionReasonRequired: enterText('금액을 조정하는 사유를', 'the reason for changing the amount'),
  tuitionReasonWithoutAmount: {
    ko: '조정 사유는 금액과 함께 입력해주세요.',
    en: 'A reason goes with a new amount.',
  },
  tuitionNothingToChange: {
    ko: '변경할 내용을 입력해주세요.',
    en: 'Please give something to change.',
  },
  siblingDiscountAmountInvalid: {
    ko: `할인 금액은 ${SIBLING_DISCOUNT_LIMITS.AMOUNT_MIN}원부터 ${groupThousands(SIBLING_DISCOUNT_LIMITS.AMOUNT_MAX)}원까지의 정수로 입력해주세요.`,
    en: `The discount must be a whole number from ${SIBLING_DISCOUNT_LIMITS.AMOUNT_MIN} to ${groupThousands(SIBLING_DISCOUNT_LIMITS.AMOUNT_MAX)} KRW.`,
  },
  siblingDiscountPercentInvalid: {
    ko: `할인율은 ${SIBLING_DISCOUNT_LIMITS.PERCENT_MIN}부터 ${SIBLING_DISCOUNT_LIMITS.PERCENT_MAX}까지의 정수(%)로 입력해주세요.`,
    en: `The percentage must be a whole number from ${SIBLING_DISCOUNT_LIMITS.PERCENT_MIN} to ${SIBLING_DISCOUNT_LIMITS.PERCENT_MAX}.`,
  },
  siblingDiscountNoneHasValue: {
    ko: '할인 없음에는 값을 입력하지 않습니다(0).',
    en: 'No discount takes no value (0).',
  },
  bankNameRequired: enterText('은행 이름을', 'the name of the bank'),
  accountNumberInvalid: {
    ko: `계좌번호는 숫자와 하이픈(-)으로 숫자 ${BANK_TRANSFER_LIMITS.ACCOUNT_DIGITS_MIN}~${BANK_TRANSFER_LIMITS.ACCOUNT_DIGITS_MAX}자리를 입력해주세요(예: 110-123-456789).`,
    en: `The account number must be ${BANK_TRANSFER_LIMITS.ACCOUNT_DIGITS_MIN} to ${BANK_TRANSFER_LIMITS.ACCOUNT_DIGITS_MAX} digits, with dashes between groups if any (for example 110-123-456789).`,
  },
  accountHolderRequired: enterText('예금주를', 'the account holder'),
});

/** Outcomes of the staff's tuition calls. */
export const TUITION_MESSAGES = bilingualTexts({
  markedPaid: { ko: '납부 처리했습니다.', en: 'The due has been marked paid.' },
  paymentUndone: { ko: '납부 처리를 취소했습니다.', en: 'The payment has been undone.' },
  amountAdjusted: { ko: '금액을 조정했습니다.', en: 'The amount has been adjusted.' },
  dueUpdated: { ko: '수강료 정보를 저장했습니다.', en: 'The due has been saved.' },
  siblingDiscountSaved: {
    ko: '형제 할인 설정을 저장했습니다.',
    en: 'The sibling discount has been saved.',
  },
  bankTransferSaved: {
    ko: '계좌이체 안내를 저장했습니다.',
    en: 'The bank-transfer details have been saved.',
  },
  dueNotFound: notFoundText('수강료 내역을', 'The tuition due'),
});

/** POST /tuition/remind: how many members were reminded. */
export function tuitionRemindersSentMessage(count: number): TBilingualText {
  return {
    ko: `${count}명에게 납부 안내를 보냈습니다.`,
    en:
      count === 1 ? 'A reminder was sent to 1 member.' : `Reminders were sent to ${count} members.`,
  };
}

/** "형제 할인 -10,000원" / "Sibling discount -KRW 10,000": shown on a discounted due. */
export function siblingDiscountText(discount: number): TBilingualText {
  const digits = groupThousands(discount);
  return { ko: `형제 할인 -${digits}원`, en: `Sibling discount -KRW ${digits}` };
}
