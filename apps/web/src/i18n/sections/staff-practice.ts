import { useLanguage } from '../use-language';
import { enStaffPractice } from './staff-practice.en';
import { koStaffPractice } from './staff-practice.ko';

/**
 * The words of the staff practice-room screen, in the active language. Not part of the dictionaries every page
 * downloads first (the guest pages' first download has a budget, docs/performance.md).
 */
export function useStaffPracticeCopy(): typeof koStaffPractice {
  return useLanguage().language === 'ENG' ? enStaffPractice : koStaffPractice;
}
