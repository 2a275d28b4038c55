import { bilingualTexts } from '../common/language';
import { ONLINE_PAYMENT_LIMITS, VIRTUAL_ACCOUNT_LIMITS } from './payments.limits';

/** What the API answers about paying a due online (docs/product/payments.md). */
export const PAYMENT_MESSAGES = bilingualTexts({
  orderCreated: {
    ko: '결제창을 엽니다.',
    en: 'Opening the payment window.',
  },
  confirmed: {
    ko: '결제가 완료되었습니다. 영수증을 보내드렸습니다.',
    en: 'Your payment is complete. A receipt is on its way.',
  },
  onlinePaymentOff: {
    ko: '지금은 온라인 결제를 이용할 수 없습니다. 계좌이체 또는 학원에서 납부해주세요.',
    en: 'Online payment is not available now. Please pay by bank transfer or at the academy.',
  },
  dueAlreadyPaid: {
    ko: '이미 납부된 수강료입니다.',
    en: 'This tuition has already been paid.',
  },
  earlierPaymentStands: {
    ko: '이 수강료의 이전 온라인 결제가 전액 환불되지 않았거나 환불을 확인하고 있어 다시 온라인으로 결제할 수 없습니다. 학원에 문의해주세요.',
    en: 'The earlier online payment of this tuition is not refunded in full, or its refund is still being checked, so it cannot be paid online again. Please contact the academy.',
  },
  tooManyOrders: {
    ko: `한 시간에 결제창은 ${ONLINE_PAYMENT_LIMITS.ORDERS_PER_DUE_PER_HOUR}번까지 열 수 있습니다. 잠시 후 다시 시도해주세요.`,
    en: `The payment window can be opened ${ONLINE_PAYMENT_LIMITS.ORDERS_PER_DUE_PER_HOUR} times an hour. Please try again later.`,
  },
  orderNotFound: {
    ko: '결제 내역을 찾을 수 없습니다.',
    en: 'We could not find this payment.',
  },
  amountMismatch: {
    ko: '결제 금액이 수강료와 다릅니다. 결제는 진행되지 않았습니다.',
    en: 'The amount differs from the tuition. Nothing was charged.',
  },
  orderClosed: {
    ko: '이 결제는 더 이상 진행할 수 없습니다. 수강료 화면에서 다시 결제해주세요.',
    en: 'This payment can no longer go ahead. Please pay again from your tuition.',
  },
  confirming: {
    ko: '결제를 확인하고 있습니다. 잠시 후 수강료 화면에서 확인해주세요.',
    en: 'Your payment is being checked. Please look at your tuition again shortly.',
  },
  declined: {
    ko: '결제가 승인되지 않았습니다. 결제되지 않았으니 다시 시도해주세요.',
    en: 'The payment was not approved. Nothing was charged; please try again.',
  },
  providerUnavailable: {
    ko: '결제사와 연결되지 않습니다. 결제가 완료되었다면 곧 수강료 화면에 반영됩니다.',
    en: 'We could not reach the payment company. If you paid, your tuition will show it shortly.',
  },
  accountIssued: {
    ko: '가상계좌가 발급되었습니다. 입금 기한 안에 입금해주세요.',
    en: 'Your virtual account is ready. Please pay into it before the deadline.',
  },
  accountIssuing: {
    ko: '가상계좌를 발급하고 있습니다. 잠시 후 다시 확인해주세요.',
    en: 'Your virtual account is being issued. Please look again shortly.',
  },
  accountOpen: {
    ko: '입금을 기다리는 가상계좌가 있습니다. 그 계좌로 입금해주세요.',
    en: 'A virtual account is waiting for your deposit. Please pay into it.',
  },
  tooManyAccounts: {
    ko: `한 시간에 가상계좌는 ${ONLINE_PAYMENT_LIMITS.ORDERS_PER_DUE_PER_HOUR}번까지 발급할 수 있습니다. 잠시 후 다시 시도해주세요.`,
    en: `A virtual account can be issued ${ONLINE_PAYMENT_LIMITS.ORDERS_PER_DUE_PER_HOUR} times an hour. Please try again later.`,
  },
  accountRefused: {
    ko: '가상계좌가 발급되지 않았습니다. 다른 은행을 고르거나 잠시 후 다시 시도해주세요.',
    en: 'The virtual account was not issued. Please choose another bank or try again later.',
  },
  refunded: {
    ko: '환불했습니다. 결제하신 분께 알려드렸습니다.',
    en: 'Refunded. The payer has been told.',
  },
  refundPending: {
    ko: '환불을 요청했습니다. 결제사의 답을 받지 못해 곧 다시 확인합니다.',
    en: 'The refund was asked. The payment company did not answer; it is checked again shortly.',
  },
  refundOverBalance: {
    ko: '환불할 수 있는 금액을 넘었습니다.',
    en: 'That is more than is left to refund.',
  },
  refundAccountRequired: {
    ko: '가상계좌로 낸 수강료는 환불받을 계좌(은행, 계좌번호, 예금주)가 있어야 환불할 수 있습니다.',
    en: 'A payment into a virtual account is refunded only to an account: give the bank, number and holder.',
  },
  refundDeclined: {
    ko: '결제사가 환불을 거절했습니다.',
    en: 'The payment company refused the refund.',
  },
  accountJustPaid: {
    ko: '회원이 방금 가상계좌로 입금했습니다. 수강료는 그 입금으로 납부되었으니 변경하지 않았습니다.',
    en: 'The member has just paid by virtual account. The due is paid by that deposit; nothing was changed.',
  },
  duePaidOnline: {
    ko: '온라인으로 납부된 수강료라 금액과 납부 기록을 바꾸지 않았습니다. 돌려드릴 금액은 결제 화면에서 환불해주세요.',
    en: 'This due was paid online, so its amount and payment stay as paid. To give money back, refund it from the payments screen.',
  },
  accountCloseUnavailable: {
    ko: '결제사와 연결되지 않아 입금을 기다리는 가상계좌를 닫지 못했습니다. 변경하지 않았으니 잠시 후 다시 저장해주세요.',
    en: 'We could not reach the payment company to close the waiting virtual account. Nothing was changed; please save again shortly.',
  },
  accountCloseRefused: {
    ko: '결제사가 가상계좌 닫기를 거절했습니다. 변경하지 않았습니다.',
    en: 'The payment company refused to close the virtual account. Nothing was changed.',
  },
  accountBeingIssued: {
    ko: '이 수강료의 가상계좌를 발급하고 있습니다. 변경하지 않았으니 잠시 후 다시 저장해주세요.',
    en: 'A virtual account is being issued for this due. Nothing was changed; please save again shortly.',
  },
  accountClosedByPayer: {
    ko: '가상계좌를 닫았습니다. 이제 카드 등 다른 방법으로 납부할 수 있습니다.',
    en: 'The virtual account is closed. You can now pay another way, such as by card.',
  },
  noWaitingAccount: {
    ko: '입금을 기다리는 가상계좌가 없습니다. 수강료 화면을 다시 확인해주세요.',
    en: 'No virtual account is waiting for this tuition. Please look at your tuition again.',
  },
  payerJustDeposited: {
    ko: '이 가상계좌로 이미 입금되어 수강료가 납부되었습니다. 계좌를 닫지 않았습니다.',
    en: 'A deposit has already reached this virtual account, so the tuition is paid. The account was not closed.',
  },
  payerCloseUnavailable: {
    ko: '결제사와 연결되지 않아 가상계좌를 닫지 못했습니다. 계좌는 그대로이니 잠시 후 다시 시도해주세요.',
    en: 'We could not reach the payment company to close the virtual account. It is unchanged; please try again shortly.',
  },
  payerCloseRefused: {
    ko: '결제사가 가상계좌 닫기를 거절했습니다. 계좌는 그대로입니다.',
    en: 'The payment company refused to close the virtual account. It is unchanged.',
  },
  tooManyCloses: {
    ko: `한 시간에 가상계좌는 ${VIRTUAL_ACCOUNT_LIMITS.CLOSES_PER_ACCOUNT_PER_HOUR}번까지 닫을 수 있습니다. 잠시 후 다시 시도해주세요.`,
    en: `A virtual account can be closed ${VIRTUAL_ACCOUNT_LIMITS.CLOSES_PER_ACCOUNT_PER_HOUR} times an hour. Please try again later.`,
  },
  tooManyWebhooks: {
    ko: '요청이 너무 많습니다.',
    en: 'Too many requests.',
  },
});

/** The order's name in the payer's language, as Toss's window shows it. */
export const paymentOrderNameOf = (month: string) => ({
  ko: `${month} 수강료`,
  en: `Tuition for ${month}`,
});
