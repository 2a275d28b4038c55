import { useLanguage } from '../use-language';
import { enOnlinePayment } from './online-payment.en';
import { koOnlinePayment } from './online-payment.ko';

/**
 * The words of paying a due online, in the active language. Not in the dictionaries every page
 * downloads first: they load with the tuition card and the payment pages only.
 */
export function useOnlinePaymentCopy(): typeof koOnlinePayment {
  return useLanguage().language === 'ENG' ? enOnlinePayment : koOnlinePayment;
}
