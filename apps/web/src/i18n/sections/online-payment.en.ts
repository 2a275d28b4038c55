import type { koOnlinePayment } from './online-payment.ko';

export const enOnlinePayment: typeof koOnlinePayment = {
  heading: 'Pay online',
  lead: 'Pay now by card or an easy-pay app. Once paid, the tuition shows as paid and a receipt is sent to you.',
  pay: 'Pay {amount} for {month}',
  opening: 'Opening the payment window…',
  failed: 'The payment window could not be opened. Please try again shortly.',
  windowUnavailable:
    'The payment window cannot be opened from this screen yet. Please pay by bank transfer or at the academy.',
  testMode: 'This is a test payment: no money moves.',
  success: {
    title: 'Payment result',
    confirming: 'Checking your payment…',
    done: 'Your tuition for {month}, {amount}, is paid.',
    paidOn: 'Paid on {date}',
    failed: 'We could not check your payment. Please look at your tuition again shortly.',
    missing: 'No payment was found here. Please pay again from your tuition.',
  },
  fail: {
    title: 'The payment was not completed',
    canceled: 'You closed the payment window. Nothing was charged.',
    other: 'The payment did not go ahead. Nothing was charged; please try again.',
    code: 'Error code: {code}',
  },
  back: 'Back to my tuition',
};
