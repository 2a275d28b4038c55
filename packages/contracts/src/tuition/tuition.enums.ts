import { z } from 'zod';
import type { TBilingualText } from '../common/language';

/** How a member paid a due. */
export const TUITION_PAYMENT_METHODS = ['bank_transfer', 'card', 'cash'] as const;
export const ZTuitionPaymentMethod = z.enum(TUITION_PAYMENT_METHODS, { error: 'invalidValue' });
export type TTuitionPaymentMethod = z.infer<typeof ZTuitionPaymentMethod>;

export const TUITION_PAYMENT_METHOD_LABELS = {
  bank_transfer: { ko: '계좌이체', en: 'Bank transfer' },
  card: { ko: '카드', en: 'Card' },
  cash: { ko: '현금', en: 'Cash' },
} as const satisfies Record<TTuitionPaymentMethod, TBilingualText>;

/** The staff list's filter: dues with a payment recorded, or without one. */
export const TUITION_STATUSES = ['paid', 'unpaid'] as const;
export type TTuitionStatus = (typeof TUITION_STATUSES)[number];

export const TUITION_STATUS_LABELS = {
  paid: { ko: '납부', en: 'Paid' },
  unpaid: { ko: '미납', en: 'Unpaid' },
} as const satisfies Record<TTuitionStatus, TBilingualText>;
