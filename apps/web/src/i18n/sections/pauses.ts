import { useLanguage } from '../use-language';
import { enPauses } from './pauses.en';
import { koPauses } from './pauses.ko';

/**
 * The words of pauses in the active language. Not part of the dictionaries every page downloads
 * first: they load with the member and staff pages (docs/performance.md).
 */
export function usePausesCopy(): typeof koPauses {
  return useLanguage().language === 'ENG' ? enPauses : koPauses;
}
