import { useLanguage } from '../use-language';
import { enTextMessageUsage } from './text-message-usage.en';
import { koTextMessageUsage } from './text-message-usage.ko';

/**
 * The words of the text-message usage panel, in the active language. Not part of the
 * dictionaries every page downloads first (docs/performance.md).
 */
export function useTextMessageUsageCopy(): typeof koTextMessageUsage {
  return useLanguage().language === 'ENG' ? enTextMessageUsage : koTextMessageUsage;
}
