import {
  depositDeadlineText,
  pickText,
  siblingDiscountText,
  TUITION_PAYMENT_METHOD_LABELS,
  tuitionAmountText,
  tuitionProrationText,
} from '@academy/contracts';
import type { TLanguage, TTuitionPaymentMethod, TTuitionProration } from '@academy/contracts';
import { formatMonthTitle } from '@/components/calendar/calendar-format';
import { toLanguageTag } from '@/i18n/language';

/** "170,000원" / "KRW 170,000", the contracts' one way of writing a due's amount. */
export function amountText(amount: number, language: TLanguage): string {
  return pickText(tuitionAmountText(amount), language);
}

/** "2026년 11월" / "November 2026" of a YYYY-MM month. */
export function monthText(month: string, language: TLanguage): string {
  return formatMonthTitle(month, language);
}

/** "계좌이체" / "Bank transfer". */
export function methodText(method: TTuitionPaymentMethod, language: TLanguage): string {
  return pickText(TUITION_PAYMENT_METHOD_LABELS[method], language);
}

/** "4회 중 3회 수업" / "3 of 4 lessons": the part of its month a first due bills. */
export function prorationText(proration: TTuitionProration, language: TLanguage): string {
  return pickText(tuitionProrationText(proration), language);
}

/** "형제 할인 -10,000원" / "Sibling discount -KRW 10,000"; null when the due has none. */
export function discountText(due: { siblingDiscount: number }, language: TLanguage): string | null {
  return due.siblingDiscount > 0
    ? pickText(siblingDiscountText(due.siblingDiscount), language)
    : null;
}

/**
 * A virtual account's deposit deadline in Seoul time, as the account's notification and 알림톡
 * write it: "3월 14일 (금) 18:30" / "Fri, Mar 14, 18:30", with the year when it is not this one.
 */
export const deadlineText = (instant: string, language: TLanguage): string =>
  depositDeadlineText(new Date(instant), toLanguageTag(language));
