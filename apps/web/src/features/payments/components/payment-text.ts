import { pickText, tuitionAmountText } from '@academy/contracts';
import type { TLanguage, TPaymentRefund } from '@academy/contracts';
import { formatMonthTitle } from '@/components/calendar/calendar-format';
import { format } from '@/i18n/format';
import type { koPayments } from '@/i18n/sections/payments.ko';

/** "170,000원" / "₩170,000". */
export const amountText = (amount: number, language: TLanguage) =>
  pickText(tuitionAmountText(amount), language);

/** "2026년 11월" / "November 2026" of a due's YYYY-MM month. */
export const monthText = (month: string, language: TLanguage) => formatMonthTitle(month, language);

/** Toss's method in the staff's words; a method we have no word for shows as Toss named it. */
export function methodText(method: string | null, copy: typeof koPayments): string {
  if (method === null) return '—';
  return (copy.methods as Record<string, string>)[method] ?? method;
}

/** Who made a refund: the staff member, or Toss's dashboard (no staff). */
export const refundByText = (refund: TPaymentRefund, copy: typeof koPayments) =>
  refund.staffName === null
    ? copy.refundAtToss
    : format(copy.refundBy, { staff: refund.staffName });
