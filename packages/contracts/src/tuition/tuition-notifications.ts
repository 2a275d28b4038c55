import type { TStoredNotificationTexts } from '../notifications/activity-notification';
import { tuitionAmountText, tuitionProrationText } from './tuition-amount';
import type { TTuitionProration } from './tuition.schemas';
import { TUITION_PAYMENT_METHOD_LABELS, type TTuitionPaymentMethod } from './tuition.enums';
import { inBothLanguages, sentenceDate, sentenceMonth } from '../common/sentence-dates';

type TDueTextInput = { month: string; amount: number; dueDate: string };

/** A due's month ("2026년 3월" / "March 2026") and a day of it, as the sentences write them. */
export const tuitionDueWords = (input: { month: string; dueDate: string }) => ({
  month: inBothLanguages((language) => sentenceMonth(input.month, language)),
  due: inBothLanguages((language) => sentenceDate(input.dueDate, language)),
});

/**
 * Member notification: a month's tuition is due. A first due that bills part of its month says
 * which part: "(4회 중 3회 수업분)" / "(3 of 4 lessons)".
 */
export function tuitionIssuedTexts(
  input: TDueTextInput & { proration?: TTuitionProration | null },
): TStoredNotificationTexts {
  const amount = tuitionAmountText(input.amount);
  const part = input.proration ? tuitionProrationText(input.proration) : null;
  const { month, due } = tuitionDueWords(input);
  return {
    title: '수강료 안내',
    titleEn: 'Tuition due',
    message: `${month.ko} 수강료 ${amount.ko}${part ? `(${part.ko}분)` : ''}의 납부 기한은 ${due.ko}입니다.`,
    messageEn: `Your tuition for ${month.en}, ${amount.en}${part ? ` (${part.en})` : ''}, is due on ${due.en}.`,
  };
}

/** Member notification: a reminder that the month's tuition is still unpaid. */
export function tuitionReminderTexts(input: TDueTextInput): TStoredNotificationTexts {
  const amount = tuitionAmountText(input.amount);
  const { month, due } = tuitionDueWords(input);
  return {
    title: '수강료 납부 안내',
    titleEn: 'Tuition reminder',
    message: `${month.ko} 수강료 ${amount.ko}이(가) 아직 납부되지 않았습니다(납부 기한 ${due.ko}).`,
    messageEn: `Your tuition for ${month.en}, ${amount.en}, has not been paid yet (due ${due.en}).`,
  };
}

/** Member notification: staff recorded the payment of a due (the member's receipt). */
export function tuitionPaidTexts(input: {
  month: string;
  amount: number;
  paidAt: string;
  method: TTuitionPaymentMethod;
}): TStoredNotificationTexts {
  const amount = tuitionAmountText(input.amount);
  const method = TUITION_PAYMENT_METHOD_LABELS[input.method];
  const { month, due: paid } = tuitionDueWords({ month: input.month, dueDate: input.paidAt });
  return {
    title: '수강료 납부 확인',
    titleEn: 'Payment received',
    message: `${month.ko} 수강료 ${amount.ko}의 납부가 확인되었습니다(납부일 ${paid.ko}, ${method.ko}). 감사합니다.`,
    messageEn: `We have received your tuition for ${month.en}, ${amount.en}, paid on ${paid.en} (${method.en}). Thank you.`,
  };
}
