import { useLanguage } from '../use-language';
import { enMemberPage } from './member-page.en';
import { koMemberPage } from './member-page.ko';

/**
 * The words of the staff's member page in the active language. Not part of the dictionaries
 * every page downloads first: they load with the staff pages (docs/performance.md).
 */
export function useMemberPageCopy(): typeof koMemberPage {
  return useLanguage().language === 'ENG' ? enMemberPage : koMemberPage;
}
