import { useLanguage } from '../use-language';
import { enPracticeLog } from './practice-log.en';
import { koPracticeLog } from './practice-log.ko';

/**
 * The words of the practice log in the active language, loaded with the member pages rather
 * than with the dictionaries every page downloads first (docs/performance.md).
 */
export function usePracticeLogCopy(): typeof koPracticeLog {
  return useLanguage().language === 'ENG' ? enPracticeLog : koPracticeLog;
}
