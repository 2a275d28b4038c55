import { useLanguage } from '../use-language';
import { enToday } from './today.en';
import { koToday } from './today.ko';

/**
 * The words of the staff's "Today". Not part of the dictionaries every page downloads first:
 * they load with the staff pages (docs/performance.md).
 */
export function useTodayCopy(): typeof koToday {
  return useLanguage().language === 'ENG' ? enToday : koToday;
}
