import { useLanguage } from '../use-language';
import { enMemberPages } from './member-pages.en';
import { koMemberPages } from './member-pages.ko';

/**
 * The member pages' titles and descriptions, in the active language. Not part of the
 * dictionaries every page downloads first: a guest never sees them (docs/performance.md).
 */
export function useMemberPagesCopy(): typeof koMemberPages {
  return useLanguage().language === 'ENG' ? enMemberPages : koMemberPages;
}
