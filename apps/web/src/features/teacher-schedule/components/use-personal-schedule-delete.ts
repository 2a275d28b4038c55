import { staffMessage, TOASTS } from '@academy/contracts';
import type { TPersonalSchedule } from '@academy/contracts';
import { useState } from 'react';
import { staffToast } from '@/components/staff-area/staff-toast';
import { useFormFailure } from '@/components/form/use-form-failure';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { useLanguage } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useDeletePersonalSchedule } from '../api/delete-personal-schedule';

export type TDeleteChoice = 'one' | 'occurrence' | 'series';

/** Deleting the schedule, the opened day of it, or its series, after a confirmation. */
export function usePersonalScheduleDelete(
  schedule: TPersonalSchedule,
  date: string | null,
  onClose: () => void,
) {
  const { language } = useLanguage();
  const [deleting, setDeleting] = useState<TDeleteChoice | null>(null);
  const flight = useSingleFlight();
  const failure = useFormFailure();
  const remove = useDeletePersonalSchedule();

  const confirmText = (choice: TDeleteChoice) => {
    if (choice === 'occurrence') {
      return staffMessage('personalScheduleDeleteOccurrenceConfirm', language, {
        date: date ?? '',
      });
    }
    const key =
      choice === 'series' ? 'personalScheduleDeleteSeriesConfirm' : 'personalScheduleDeleteConfirm';
    return staffMessage(key, language);
  };

  const erase = async (choice: TDeleteChoice) => {
    if (!window.confirm(confirmText(choice))) return;
    const occurrence = choice === 'occurrence' && date !== null ? date : undefined;
    setDeleting(choice);
    try {
      await remove.mutateAsync({ id: schedule.scheduleId, occurrence });
      const done =
        occurrence === undefined
          ? staffMessage('personalScheduleDeleted', language)
          : staffMessage('personalScheduleOccurrenceDeleted', language, { date: occurrence });
      staffToast.success(done);
      onClose();
    } catch (error) {
      const message = errorMessageOf(error, staffMessage('personalScheduleDeleteFailed', language));
      failure.fail(message, { duration: TOASTS.STAFF_ERROR_MS });
    } finally {
      setDeleting(null);
    }
  };

  const run = (choice: TDeleteChoice) => void flight.run(() => erase(choice));
  return { deleting, pending: flight.pending, failure, run };
}
