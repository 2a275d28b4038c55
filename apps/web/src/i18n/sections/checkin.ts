import { useLanguage } from '../use-language';
import { enCheckin } from './checkin.en';
import { koCheckin } from './checkin.ko';

/**
 * The words of the check-in kiosk and staff's codes, in the active language. Not part of the
 * dictionaries every page downloads first: they load with the staff pages (the guest pages'
 * first download has a budget, docs/performance.md).
 */
export function useCheckinCopy(): typeof koCheckin {
  return useLanguage().language === 'ENG' ? enCheckin : koCheckin;
}
