import {
  formatPhone,
  pickText,
  RECURRING_PATTERN_LABELS,
  SCHEDULE_TYPE_LABELS,
} from '@academy/contracts';
import type { TPersonalSchedule } from '@academy/contracts';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { formatFullDate, formatShortDate } from '@/components/calendar/calendar-format';
import { FormAlert } from '@/components/form/FormAlert';
import { Modal } from '@/components/modal/Modal';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { FactList } from '@/components/staff-area/Facts';
import { FormFooter } from '@/components/staff-area/FormFooter';
import staff from '@/components/staff-area/Staff.module.css';
import styles from './LessonSchedule.module.css';
import { descriptionText, timeRangeText } from './schedule-view';
import { ScheduleFields } from './ScheduleFields';
import { usePersonalScheduleDelete } from './use-personal-schedule-delete';
import type { TDeleteChoice } from './use-personal-schedule-delete';
import { usePersonalScheduleEdit } from './use-personal-schedule-edit';

type TPersonalScheduleModalProps = {
  schedule: TPersonalSchedule;
  /** The day it was opened from on the calendar; null from the sidebar list. */
  date: string | null;
  today: string;
  onClose: () => void;
};

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
  const formId = useId();
  const edit = usePersonalScheduleEdit(initial, openedOn, today);
  const { schedule, date, editing, form } = edit;
  const remove = usePersonalScheduleDelete(schedule, date, onClose);
  const busy = form.pending || remove.pending;

  const startEditing = () => {
    remove.failure.clear();
    edit.startEditing();
  };

  const deleteButton = (choice: TDeleteChoice, text: string) => (
    <button
      type="button"
      className={staff.dangerButton}
      disabled={busy}
      aria-busy={remove.deleting === choice || undefined}
      onClick={() => remove.run(choice, text)}
    >
      {remove.deleting === choice ? copy.deleting : text}
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
        edit.stopEditing();
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
      <FormAlert message={editing ? form.failure : remove.failure.failure} />
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
