import type { TStoredNotificationTexts } from '../notifications/activity-notification';
import { tuitionAmountText, tuitionProrationText } from './tuition-amount';
import type { TTuitionProration } from './tuition.schemas';
import { TUITION_PAYMENT_METHOD_LABELS, type TTuitionPaymentMethod } from './tuition.enums';

type TDueTextInput = { month: string; amount: number; dueDate: string };

/**
 * Member notification: a month's tuition is due. A first due that bills part of its month says
 * which part: "(4회 중 3회 수업분)" / "(3 of 4 lessons)".
 */
export function tuitionIssuedTexts(
  input: TDueTextInput & { proration?: TTuitionProration | null },
): TStoredNotificationTexts {
  const amount = tuitionAmountText(input.amount);
  const part = input.proration ? tuitionProrationText(input.proration) : null;
  return {
    title: '수강료 안내',
    titleEn: 'Tuition due',
    message: `${input.month} 수강료 ${amount.ko}${part ? `(${part.ko}분)` : ''}의 납부 기한은 ${input.dueDate}입니다.`,
    messageEn: `Your tuition for ${input.month}, ${amount.en}${part ? ` (${part.en})` : ''}, is due on ${input.dueDate}.`,
  };
}

/** Member notification: a reminder that the month's tuition is still unpaid. */
export function tuitionReminderTexts(input: TDueTextInput): TStoredNotificationTexts {
  const amount = tuitionAmountText(input.amount);
  return {
    title: '수강료 납부 안내',
    titleEn: 'Tuition reminder',
    message: `${input.month} 수강료 ${amount.ko}이(가) 아직 납부되지 않았습니다(납부 기한 ${input.dueDate}).`,
    messageEn: `Your tuition for ${input.month}, ${amount.en}, has not been paid yet (due ${input.dueDate}).`,
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
  return {
    title: '수강료 납부 확인',
    titleEn: 'Payment received',
    message: `${input.month} 수강료 ${amount.ko}의 납부가 확인되었습니다(납부일 ${input.paidAt}, ${method.ko}). 감사합니다.`,
    messageEn: `We have received your tuition for ${input.month}, ${amount.en}, paid on ${input.paidAt} (${method.en}). Thank you.`,
  };
}
