import type { TStoredNotificationTexts } from '../notifications/activity-notification';
import { inBothLanguages, sentenceDate, sentenceMonth } from '../common/sentence-dates';
import { tuitionAmountText } from '../tuition/tuition-amount';

/** Member notification: part or all of a due paid online was refunded (decision 0047). */
export function paymentRefundedTexts(input: {
  month: string;
  amount: number;
  refundedOn: string;
}): TStoredNotificationTexts {
  const amount = tuitionAmountText(input.amount);
  const month = inBothLanguages((language) => sentenceMonth(input.month, language));
  const day = inBothLanguages((language) => sentenceDate(input.refundedOn, language));
  return {
    title: '수강료 환불 안내',
    titleEn: 'Tuition refund',
    message: `${month.ko} 수강료 온라인 결제에서 ${amount.ko}이(가) 환불되었습니다(환불일 ${day.ko}). 카드사에 따라 반영까지 며칠 걸릴 수 있습니다.`,
    messageEn: `${amount.en} of your tuition for ${month.en} paid online was refunded on ${day.en}. Your card company may take a few days to show it.`,
  };
}
