import { useLanguage } from '../use-language';
import { enStaffPages } from './staff-pages.en';
import { koStaffPages } from './staff-pages.ko';

/**
 * The staff pages' titles and descriptions, in the active language. Not part of the dictionaries
 * every page downloads first: a guest never sees them (docs/performance.md).
 */
export function useStaffPagesCopy(): typeof koStaffPages {
  return useLanguage().language === 'ENG' ? enStaffPages : koStaffPages;
}
