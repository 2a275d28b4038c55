import { staffMessage, TOASTS } from '@academy/contracts';
import type { TPersonalSchedule } from '@academy/contracts';
import { useState } from 'react';
import { staffToast } from '@/components/staff-area/staff-toast';
import { useConfirm } from '@/components/dialogs/dialogs-context';
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
  const ask = useConfirm();

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

  /** `label` is the pressed button's words, which also name the question's action. */
  const erase = async (choice: TDeleteChoice, label: string) => {
    const question = confirmText(choice);
    if (!(await ask({ question, confirmLabel: label, tone: 'danger' }))) return;
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

  const run = (choice: TDeleteChoice, label: string) => void flight.run(() => erase(choice, label));
  return { deleting, pending: flight.pending, failure, run };
}
