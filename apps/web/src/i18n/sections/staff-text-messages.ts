import { useLanguage } from '../use-language';
import { enStaffTextMessages } from './staff-text-messages.en';
import { koStaffTextMessages } from './staff-text-messages.ko';

/**
 * The words of the 알림톡 templates screen, in the active language. Not part of the dictionaries
 * every page downloads first (the guest pages' first download has a budget, docs/performance.md).
 */
export function useStaffTextMessagesCopy(): typeof koStaffTextMessages {
  return useLanguage().language === 'ENG' ? enStaffTextMessages : koStaffTextMessages;
}
