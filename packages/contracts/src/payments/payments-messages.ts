import { bilingualTexts } from '../common/language';
import { ONLINE_PAYMENT_LIMITS } from './payments.limits';

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
