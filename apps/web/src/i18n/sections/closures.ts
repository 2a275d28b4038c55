import { useLanguage } from '../use-language';
import { enClosures } from './closures.en';
import { koClosures } from './closures.ko';

/**
 * The words of closed days and public holidays in the active language. Not part of the
 * dictionaries every page downloads first: only staff pages use them (docs/performance.md).
 */
export function useClosuresCopy(): typeof koClosures {
  return useLanguage().language === 'ENG' ? enClosures : koClosures;
}
