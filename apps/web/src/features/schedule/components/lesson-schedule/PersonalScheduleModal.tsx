import {
  formatPhone,
  pickText,
  RECURRING_PATTERN_LABELS,
  SCHEDULE_TYPE_LABELS,
  staffMessage,
  TOASTS,
} from '@academy/contracts';
import type { TPersonalSchedule } from '@academy/contracts';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { formatFullDate, formatShortDate } from '@/components/calendar/calendar-format';
import { FormAlert } from '@/components/form/FormAlert';
import { NOT_SENT, useForm } from '@/components/form/use-form';
import { useFormFailure } from '@/components/form/use-form-failure';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { Modal } from '@/components/modal/Modal';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useDeletePersonalSchedule } from '../../api/delete-personal-schedule';
import { useUpdatePersonalSchedule } from '../../api/update-personal-schedule';
import { errorMessageOf } from '@/lib/api-error';
import { FactList } from '@/components/staff-area/Facts';
import { FormFooter } from '@/components/staff-area/FormFooter';
import staff from '@/components/staff-area/Staff.module.css';
import styles from './LessonSchedule.module.css';
import { formValuesOf, scheduleEditSchema } from './schedule-form';
import { descriptionText, occurrencesOf, timeRangeText } from './schedule-view';
import { ScheduleFields } from './ScheduleFields';

type TPersonalScheduleModalProps = {
  schedule: TPersonalSchedule;
  /** The day it was opened from on the calendar; null from the sidebar list. */
  date: string | null;
  today: string;
  onClose: () => void;
};

type TDeleteChoice = 'one' | 'occurrence' | 'series';

const takesPlaceOn = (schedule: TPersonalSchedule, date: string) =>
  occurrencesOf(schedule, { startDate: date, endDate: date }).length > 0;

/**
 * One personal or one-day-class schedule: its details, an edit form (PATCH with only the
 * changed fields) and delete. A recurring schedule opened from a day of the calendar can lose
 * just that day or the whole series (docs/product/validation.md delete confirmations).
 */
export function PersonalScheduleModal({
  schedule: initial,
  date: openedOn,
  today,
  onClose,
}: TPersonalScheduleModalProps) {
  const t = useT();
  const copy = t.staffCalendar.detail;
  const { language } = useLanguage();
  const formId = useId();
  const [schedule, setSchedule] = useState(initial);
  const [date, setDate] = useState(openedOn);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState<TDeleteChoice | null>(null);
  const deleteFlight = useSingleFlight();
  const deleteFailure = useFormFailure();
  const update = useUpdatePersonalSchedule();
  const remove = useDeletePersonalSchedule();
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
    announceSent: (message) => toast.success(message, { duration: TOASTS.STAFF_SUCCESS_MS }),
    announceFailure: (message) => toast.error(message, { duration: TOASTS.STAFF_ERROR_MS }),
  });
  const busy = form.pending || deleteFlight.pending;

  const startEditing = () => {
    deleteFailure.clear();
    form.reset(original);
    setEditing(true);
  };

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
      toast.success(done, { duration: TOASTS.STAFF_SUCCESS_MS });
      onClose();
    } catch (error) {
      const message = errorMessageOf(error, staffMessage('personalScheduleDeleteFailed', language));
      deleteFailure.fail(message, { duration: TOASTS.STAFF_ERROR_MS });
    } finally {
      setDeleting(null);
    }
  };

  const deleteButton = (choice: TDeleteChoice, text: string) => (
    <button
      type="button"
      className={staff.dangerButton}
      disabled={busy}
      aria-busy={deleting === choice || undefined}
      onClick={() => void deleteFlight.run(() => erase(choice))}
    >
      {deleting === choice ? copy.deleting : text}
    </button>
  );

  const viewFooter = (
    <>
      {!schedule.isRecurring && deleteButton('one', copy.delete)}
      {schedule.isRecurring && date !== null && deleteButton('occurrence', copy.deleteOccurrence)}
      {schedule.isRecurring && deleteButton('series', copy.deleteSeries)}
      <button type="button" className={staff.primaryButton} disabled={busy} onClick={startEditing}>
        {copy.edit}
      </button>
    </>
  );

  const editFooter = (
    <FormFooter
      formId={formId}
      pending={busy}
      text={copy.save}
      pendingText={copy.saving}
      cancelText={copy.cancelEdit}
      onCancel={() => {
        setEditing(false);
      }}
    />
  );

  return (
    <Modal
      open
      onClose={onClose}
      title={editing ? copy.editHeading : schedule.title}
      size="md"
      footer={editing ? editFooter : viewFooter}
    >
      <FormAlert message={editing ? form.failure : deleteFailure.failure} />
      {editing ? (
        <form id={formId} className={styles.editForm} noValidate onSubmit={form.onSubmit}>
          <ScheduleFields mode="edit" form={form} today={today} />
        </form>
      ) : (
        <ScheduleFacts schedule={schedule} date={date} />
      )}
    </Modal>
  );
}

/** The schedule's details; a recurring one shows its cycle, span and removed days. */
function ScheduleFacts({
  schedule: shown,
  date: day,
}: {
  schedule: TPersonalSchedule;
  date: string | null;
}) {
  const t = useT();
  const copy = t.staffCalendar.detail;
  const { language } = useLanguage();
  const facts: Array<[string, ReactNode]> = [
    [copy.kind, pickText(SCHEDULE_TYPE_LABELS[shown.scheduleType], language)],
  ];
  const onDay = day ?? (shown.isRecurring ? null : shown.scheduleDate);
  if (onDay) facts.push([copy.date, formatFullDate(onDay, language)]);
  if (shown.isRecurring && shown.recurringPattern) {
    facts.push([
      copy.recurrence,
      format(copy.recurrenceValue, {
        pattern: pickText(RECURRING_PATTERN_LABELS[shown.recurringPattern], language),
        first: shown.scheduleDate ? formatShortDate(shown.scheduleDate, language) : '—',
        until: shown.recurringUntil ? formatShortDate(shown.recurringUntil, language) : '—',
      }),
    ]);
  }
  facts.push([copy.time, timeRangeText(shown.startTime, shown.endTime, t.staffCalendar)]);
  if (shown.studentName) facts.push([copy.student, shown.studentName]);
  if (shown.studentContact) facts.push([copy.contact, formatPhone(shown.studentContact)]);
  facts.push([copy.description, descriptionText(shown) || copy.none]);
  if (shown.isRecurring && shown.excludedDates.length > 0) {
    const dates = shown.excludedDates.map((excluded) => formatShortDate(excluded, language));
    facts.push([copy.excluded, dates.join(', ')]);
  }
  return <FactList facts={facts} />;
}
