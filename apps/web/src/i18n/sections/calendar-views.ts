import { useLanguage } from '../use-language';
import { enCalendarViews } from './calendar-views.en';
import { koCalendarViews } from './calendar-views.ko';

/**
 * The lesson calendar's week, day and rooms views, in the active language. Not part of the
 * dictionaries every page downloads first: a guest never sees them (docs/performance.md).
 */
export function useCalendarViewsCopy(): typeof koCalendarViews {
  return useLanguage().language === 'ENG' ? enCalendarViews : koCalendarViews;
}
