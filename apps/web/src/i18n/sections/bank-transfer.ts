import { useLanguage } from '../use-language';
import { enBankTransfer } from './bank-transfer.en';
import { koBankTransfer } from './bank-transfer.ko';

/**
 * The words of the bank-transfer details, in the active language. Not part of the dictionaries
 * every page downloads first: they load with the tuition screens only (the guest pages' first
 * download has a budget, docs/performance.md).
 */
export function useBankTransferCopy(): typeof koBankTransfer {
  return useLanguage().language === 'ENG' ? enBankTransfer : koBankTransfer;
}
