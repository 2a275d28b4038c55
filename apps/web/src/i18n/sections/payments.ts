import { useLanguage } from '../use-language';
import { enPayments } from './payments.en';
import { koPayments } from './payments.ko';

/** The words of the staff's payments screen in the active language; they load with staff pages. */
export function usePaymentsCopy(): typeof koPayments {
  return useLanguage().language === 'ENG' ? enPayments : koPayments;
}
