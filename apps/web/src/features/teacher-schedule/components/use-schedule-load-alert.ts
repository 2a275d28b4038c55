import { staffMessage, TOASTS } from '@academy/contracts';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useLanguage } from '@/i18n/use-language';

/** One toast for both lookups, so a failing server does not stack two of them. */
const LOAD_FAILED_TOAST_ID = 'personal-schedule-load-failed';

/**
 * docs/product/errors.md: a failed schedule lookup is logged and the admin is told once (calendar or list);
 * the screen stays usable with what it has.
 */
export function useScheduleLoadAlert(error: Error | null) {
  const { language } = useLanguage();
  useEffect(() => {
    if (!error) return;
    console.error('Loading the teacher schedule failed', error);
    toast.error(staffMessage('personalScheduleLoadFailed', language), {
      id: LOAD_FAILED_TOAST_ID,
      duration: TOASTS.STAFF_ERROR_MS,
    });
  }, [error, language]);
}
