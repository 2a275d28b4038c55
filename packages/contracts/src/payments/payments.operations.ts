import { paymentsOperation } from '../common/operation-tags';
import { ZIdParams } from '../common/text-fields';
import { ZMyTuitionDue } from '../tuition/tuition.schemas';
import {
  ONLINE_PAYMENT_LIMITS,
  PAYMENT_LIST_PAGING,
  REFUND_LIMITS,
  VIRTUAL_ACCOUNT_LIMITS,
} from './payments.limits';
import {
  ZPaymentList,
  ZPaymentListQuery,
  ZRefundInput,
  ZRefundOutcome,
  ZPaymentConfirmInput,
  ZPaymentOrder,
  ZPaymentOutcome,
  ZTossWebhookBody,
  ZTossWebhookOutcome,
} from './payments.schemas';
import { ZVirtualAccount, ZVirtualAccountRequest } from './virtual-accounts.schemas';

/** Paying again a due staff set unpaid after its online payment (decision 0065). */
const EARLIER_PAYMENT_NOTE =
  'A due staff set unpaid after it was paid online may be paid online again only once that payment is ' +
  'refunded whole with no refund pending (409 DUE_ALREADY_PAID otherwise). ';

export const createPaymentOrder = paymentsOperation({
  method: 'post',
  path: '/tuition/:id/payments',
  summary: 'Start paying an unpaid due online: the order the payment window opens',
  notes:
    "The due must be the caller's (or, acting for a child, the child's; 404 otherwise) and unpaid (409). " +
    EARLIER_PAYMENT_NOTE +
    "The amount is the due's, read by the server. A new order replaces the due's open one; at most " +
    `${ONLINE_PAYMENT_LIMITS.ORDERS_PER_DUE_PER_HOUR} orders per due an hour (429). 409 ONLINE_PAYMENT_OFF without Toss settings.`,
  access: 'member',
  actsForChild: true,
  params: ZIdParams,
  data: ZPaymentOrder,
  successStatus: 201,
  errors: ['NOT_FOUND', 'DUE_ALREADY_PAID', 'ONLINE_PAYMENT_OFF', 'TOO_MANY_REQUESTS'],
});

export const confirmPayment = paymentsOperation({
  method: 'post',
  path: '/payments/confirm',
  summary: "Approve a payment the window authorised (its successUrl's values)",
  notes:
    "The order must be the caller's (404). `amount` must be the order's (409 PAYMENT_AMOUNT_MISMATCH, nothing " +
    'approved); Toss is asked to approve the stored amount, and its answer marks the due paid in one ' +
    'transaction with the receipt. Answered again for an order already done. 409 PAYMENT_NOT_CONFIRMABLE for a ' +
    'replaced, expired or failed order or one being confirmed; 409 PAYMENT_DECLINED when Toss refuses (its code in ' +
    '`data.providerCode`); 503 when Toss could not be reached (the reconciliation job settles it later).',
  access: 'member',
  actsForChild: true,
  body: ZPaymentConfirmInput,
  data: ZPaymentOutcome,
  errors: [
    'NOT_FOUND',
    'DUE_ALREADY_PAID',
    'ONLINE_PAYMENT_OFF',
    'PAYMENT_AMOUNT_MISMATCH',
    'PAYMENT_NOT_CONFIRMABLE',
    'PAYMENT_DECLINED',
    'SERVICE_UNAVAILABLE',
  ],
});

export const issueVirtualAccount = paymentsOperation({
  method: 'post',
  path: '/tuition/:id/virtual-account',
  summary: 'Pay an unpaid due into a virtual account: the account to deposit into',
  notes:
    "The due must be the caller's (or, acting for a child, the child's; 404 otherwise) and unpaid (409). " +
    EARLIER_PAYMENT_NOTE +
    "The amount is the due's; the depositor is the member. A due has one open account: asking again answers " +
    'it (200 as well), without a second account. The card order of the due is replaced. An optional cash receipt ' +
    '(personal: a phone of 10-11 digits; business: a 10-digit business number) is passed to Toss and kept masked. ' +
    `At most ${ONLINE_PAYMENT_LIMITS.ORDERS_PER_DUE_PER_HOUR} orders per due an hour (429). 409 PAYMENT_NOT_CONFIRMABLE ` +
    'while a card payment is being confirmed or the account is being issued; 409 PAYMENT_DECLINED when Toss ' +
    'refuses; 503 when Toss could not be reached.',
  access: 'member',
  actsForChild: true,
  params: ZIdParams,
  body: ZVirtualAccountRequest,
  data: ZVirtualAccount,
  errors: [
    'NOT_FOUND',
    'DUE_ALREADY_PAID',
    'ONLINE_PAYMENT_OFF',
    'TOO_MANY_REQUESTS',
    'PAYMENT_NOT_CONFIRMABLE',
    'PAYMENT_DECLINED',
    'SERVICE_UNAVAILABLE',
  ],
});

export const closeVirtualAccount = paymentsOperation({
  method: 'delete',
  path: '/tuition/:id/virtual-account',
  summary: "Give up a due's waiting virtual account early, to pay it another way",
  notes:
    "Who may call it is who may issue one: the due must be the caller's (or, acting for a child, the " +
    "child's; 404 otherwise, whether or not it exists). The account is closed at Toss (its cancel, the " +
    'whole amount, one idempotency key per account) outside any transaction, then recorded closed and ' +
    'audited; the answer is the due as the member sees it, unpaid with no account, so the card can be ' +
    'offered at once. 409 DUE_ALREADY_PAID when a deposit reached it first (settled, the paid due in ' +
    '`data`) or the due is paid; 409 PAYMENT_NOT_CONFIRMABLE when no account waits or it is still being ' +
    'issued; 409 PAYMENT_DECLINED when Toss refuses (its code in `data.providerCode`); 503 when Toss ' +
    `could not be reached (nothing changes). At most ${VIRTUAL_ACCOUNT_LIMITS.CLOSES_PER_ACCOUNT_PER_HOUR} ` +
    'closes per signed-in account an hour (429). A new account can be asked for afterwards as usual.',
  access: 'member',
  actsForChild: true,
  params: ZIdParams,
  data: ZMyTuitionDue,
  rateLimited: true,
  errors: [
    'NOT_FOUND',
    'DUE_ALREADY_PAID',
    'ONLINE_PAYMENT_OFF',
    'PAYMENT_NOT_CONFIRMABLE',
    'PAYMENT_DECLINED',
    'SERVICE_UNAVAILABLE',
  ],
});

export const receiveTossWebhook = paymentsOperation({
  method: 'post',
  path: '/webhooks/toss',
  summary: "Toss Payments' webhook",
  notes:
    'Called by Toss, not by people. A PAYMENT_STATUS_CHANGED is trusted for nothing but its paymentKey: the ' +
    'payment is looked up at Toss and settled from that answer as a confirm would be. Unknown orders, other ' +
    'events and repeats are acknowledged (200) and change nothing. A DEPOSIT_CALLBACK counts only when its ' +
    '`secret` is the one its virtual account was issued with (otherwise 200 and nothing changes); the payment is ' +
    "then looked up and settled the same way. The cancels of a done payment (made in Toss's dashboard) are " +
    'recorded once by their transactionKey. 503 when Toss could not be asked: Toss sends the webhook again.',
  access: 'public',
  body: ZTossWebhookBody,
  data: ZTossWebhookOutcome,
  rateLimited: true,
  errors: ['SERVICE_UNAVAILABLE'],
});

export const listPayments = paymentsOperation({
  method: 'get',
  path: '/payments',
  summary: "Staff's list of a month's online payments, with their refunds",
  notes:
    'The online payments (orders) of the dues of `month` (YYYY-MM; the current Seoul month when absent), ' +
    `newest first, filtered by \`state\`; at most ${PAYMENT_LIST_PAGING.MAX_LIMIT} a page.`,
  access: 'staff',
  query: ZPaymentListQuery,
  data: ZPaymentList,
});

export const refundPayment = paymentsOperation({
  method: 'post',
  path: '/payments/:id/refunds',
  summary: 'Refund an online payment, whole or in part (the admin only)',
  notes:
    'Cancels `amount` whole won (the whole balance when absent) of a done payment at Toss, with `reason` ' +
    `(1-${REFUND_LIMITS.REASON_MAX} characters). Never more than the balance (409 REFUND_EXCEEDS_BALANCE), ` +
    "also for simultaneous calls. The refund is answered `done` with Toss's answer, `pending` when Toss could " +
    'not be reached (the reconciliation job asks again with the same idempotency key); 409 PAYMENT_DECLINED ' +
    'when Toss refuses (its code in `data.providerCode`). The due keeps being paid; the payer is told. Audited. ' +
    'Once refunded whole (no refund pending) and set unpaid by staff, the due may be paid online again.',
  access: 'admin',
  params: ZIdParams,
  body: ZRefundInput,
  data: ZRefundOutcome,
  successStatus: 201,
  errors: ['NOT_FOUND', 'ONLINE_PAYMENT_OFF', 'REFUND_EXCEEDS_BALANCE', 'PAYMENT_DECLINED'],
});
