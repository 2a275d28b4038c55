import { useLanguage } from '../use-language';
import { enAnnouncements } from './announcements.en';
import { koAnnouncements } from './announcements.ko';

/**
 * The words of announcements in the active language. Not part of the dictionaries every page
 * downloads first: they load with the staff pages (docs/performance.md).
 */
export function useAnnouncementsCopy(): typeof koAnnouncements {
  return useLanguage().language === 'ENG' ? enAnnouncements : koAnnouncements;
}
