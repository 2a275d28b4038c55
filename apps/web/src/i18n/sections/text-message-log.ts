import { useLanguage } from '../use-language';
import { enTextMessageLog } from './text-message-log.en';
import { koTextMessageLog } from './text-message-log.ko';

/**
 * The words of the message log, in the active language. Not part of the dictionaries every page
 * downloads first (docs/performance.md).
 */
export function useTextMessageLogCopy(): typeof koTextMessageLog {
  return useLanguage().language === 'ENG' ? enTextMessageLog : koTextMessageLog;
}
