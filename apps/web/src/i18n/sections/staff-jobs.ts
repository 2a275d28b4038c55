import { useLanguage } from '../use-language';
import { enStaffJobs } from './staff-jobs.en';
import { koStaffJobs } from './staff-jobs.ko';

/**
 * The words of the background jobs screen, in the active language. Not part of the dictionaries every page
 * downloads first (the guest pages' first download has a budget, docs/performance.md).
 */
export function useStaffJobsCopy(): typeof koStaffJobs {
  return useLanguage().language === 'ENG' ? enStaffJobs : koStaffJobs;
}
