import {
  alimtalkAmount,
  alimtalkDate,
  alimtalkMonth,
  TUITION_PAYMENT_METHOD_LABELS,
  type TTuitionPaymentMethod,
} from '@academy/contracts';
import { textForm } from '../unit-of-work/text-form.js';

type TDueFacts = { month: string; amount: number; dueDate: string };

/**
 * The 알림톡 of a due issued (`dueIssued`) or still unpaid (`dueUnpaid`), which say the same
 * facts: the month, the amount and the day it is due (docs/product/text-messages.md).
 */
export const dueTextForm = (kind: 'dueIssued' | 'dueUnpaid', due: TDueFacts) =>
  textForm(kind, (language) => ({
    month: alimtalkMonth(due.month, language),
    amount: alimtalkAmount(due.amount, language),
    dueDate: alimtalkDate(due.dueDate, language),
  }));

/** The 알림톡 receipt of a due staff marked paid: the day and how, in the person's language. */
export const duePaidTextForm = (due: {
  month: string;
  amount: number;
  paidAt: string;
  method: TTuitionPaymentMethod;
}) =>
  textForm('duePaid', (language) => ({
    month: alimtalkMonth(due.month, language),
    amount: alimtalkAmount(due.amount, language),
    paidDate: alimtalkDate(due.paidAt, language),
    method: TUITION_PAYMENT_METHOD_LABELS[due.method][language],
  }));
