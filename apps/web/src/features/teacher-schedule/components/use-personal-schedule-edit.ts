import { staffMessage } from '@academy/contracts';
import type { TPersonalSchedule } from '@academy/contracts';
import { useState } from 'react';
import { staffToast } from '@/components/staff-area/staff-toast';
import { NOT_SENT, useForm } from '@/components/form/use-form';
import { useLanguage } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useUpdatePersonalSchedule } from '../api/update-personal-schedule';
import { formValuesOf, scheduleEditSchema } from './schedule-form';
import { descriptionText, occurrencesOf } from './schedule-view';

const takesPlaceOn = (schedule: TPersonalSchedule, date: string) =>
  occurrencesOf(schedule, { startDate: date, endDate: date }).length > 0;

/** The shown schedule and day, and its edit form (PATCH with only the changed fields). */
export function usePersonalScheduleEdit(
  initial: TPersonalSchedule,
  openedOn: string | null,
  today: string,
) {
  const { language } = useLanguage();
  const [schedule, setSchedule] = useState(initial);
  const [date, setDate] = useState(openedOn);
  const [editing, setEditing] = useState(false);
  const update = useUpdatePersonalSchedule();
  const original = formValuesOf(schedule, descriptionText(schedule));
  const form = useForm({
    initial: original,
    schema: scheduleEditSchema(original, today),
    errorDisplay: 'submit',
    send: (patch) => {
      if (Object.keys(patch).length === 0) {
        // Nothing changed: the edit just closes.
        setEditing(false);
        return Promise.resolve(NOT_SENT);
      }
      return update.mutateAsync({ id: schedule.scheduleId, patch });
    },
    sentMessage: () => staffMessage('personalScheduleUpdated', language),
    onSent: (saved) => {
      setSchedule(saved);
      // The day it was opened from may no longer be one of its days.
      if (date !== null && !takesPlaceOn(saved, date)) setDate(null);
      setEditing(false);
    },
    failMessage: (error) =>
      errorMessageOf(error, staffMessage('personalScheduleUpdateFailed', language)),
    announceSent: staffToast.success,
    announceFailure: staffToast.error,
  });

  const startEditing = () => {
    form.reset(original);
    setEditing(true);
  };

  return { schedule, date, editing, form, startEditing, stopEditing: () => setEditing(false) };
}
