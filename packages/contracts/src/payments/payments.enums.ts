import type { TBilingualText } from '../common/language';

/** The states of an online payment, as the staff's list filters them; `waiting`: a virtual account awaits its deposit. */
export const PAYMENT_ATTEMPT_STATES = [
  'ready',
  'confirming',
  'waiting',
  'done',
  'failed',
  'expired',
] as const;
export type TPaymentAttemptState = (typeof PAYMENT_ATTEMPT_STATES)[number];

/** `pending`: asked of Toss, no answer yet; `done`: cancelled at Toss; `failed`: Toss refused. */
export const PAYMENT_REFUND_STATES = ['pending', 'done', 'failed'] as const;
export type TPaymentRefundState = (typeof PAYMENT_REFUND_STATES)[number];

export const PAYMENT_ATTEMPT_STATE_LABELS = {
  ready: { ko: '결제창 열림', en: 'Window open' },
  confirming: { ko: '확인 중', en: 'Being checked' },
  waiting: { ko: '가상계좌 입금 대기', en: 'Awaiting deposit' },
  done: { ko: '결제 완료', en: 'Paid' },
  failed: { ko: '승인 거절', en: 'Declined' },
  expired: { ko: '만료', en: 'Expired' },
} as const satisfies Record<TPaymentAttemptState, TBilingualText>;

export const PAYMENT_REFUND_STATE_LABELS = {
  pending: { ko: '확인 중', en: 'Being checked' },
  done: { ko: '환불됨', en: 'Refunded' },
  failed: { ko: '거절됨', en: 'Refused' },
} as const satisfies Record<TPaymentRefundState, TBilingualText>;
