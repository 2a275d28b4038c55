import { useLanguage } from '../use-language';
import { enPrivacy } from './privacy.en';
import { koPrivacy } from './privacy.ko';

/**
 * The words of deletion requests, in the active language. Not part of the dictionaries every page
 * downloads first: only the member's dashboard and the staff's member screen import them (the
 * guest pages' first download has a budget, docs/performance.md).
 */
export function usePrivacyCopy(): typeof koPrivacy {
  return useLanguage().language === 'ENG' ? enPrivacy : koPrivacy;
}
