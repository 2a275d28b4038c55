import { useLanguage } from '../use-language';
import { enFamily } from './family.en';
import { koFamily } from './family.ko';

/**
 * The words of applications for a child, in the active language. Not part of the dictionaries
 * every page downloads first: they load with the application forms and the staff screens that
 * use them (the guest pages' first download has a budget, docs/performance.md).
 */
export function useFamilyCopy(): typeof koFamily {
  return useLanguage().language === 'ENG' ? enFamily : koFamily;
}
