import { useLanguage } from '../use-language';
import { enReceipts } from './receipts.en';
import { koReceipts } from './receipts.ko';

/**
 * The words of receipts, in the active language. Not part of the dictionaries every page
 * downloads first: they load with the tuition screens only (docs/performance.md).
 */
export function useReceiptsCopy(): typeof koReceipts {
  return useLanguage().language === 'ENG' ? enReceipts : koReceipts;
}
