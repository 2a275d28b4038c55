import type { TStoredNotificationTexts } from '../notifications/activity-notification';
import { tuitionAmountText } from './tuition-amount';

type TDueTextInput = { month: string; amount: number; dueDate: string };

/** Member notification: this month's tuition is due. */
export function tuitionIssuedTexts(input: TDueTextInput): TStoredNotificationTexts {
  const amount = tuitionAmountText(input.amount);
  return {
    title: '수강료 안내',
    titleEn: 'Tuition due',
    message: `${input.month} 수강료 ${amount.ko}의 납부 기한은 ${input.dueDate}입니다.`,
    messageEn: `Your tuition for ${input.month}, ${amount.en}, is due on ${input.dueDate}.`,
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
