import { staffMessage } from '@academy/contracts';
import { useId } from 'react';
import { staffToast } from '@/components/staff-area/staff-toast';
import { useConfirm } from '@/components/dialogs/dialogs-context';
import { SubmitForm } from '@/components/form/SubmitForm';
import { useForm } from '@/components/form/use-form';
import { useLanguage, useT } from '@/i18n/use-language';
import { useCreatePersonalSchedule } from '../api/create-personal-schedule';
import { errorMessageOf } from '@/lib/api-error';
import staff from '@/components/staff-area/Staff.module.css';
import styles from './LessonSchedule.module.css';
import { EMPTY_SCHEDULE_FORM, newScheduleSchema } from './schedule-form';
import { ScheduleFields } from './ScheduleFields';

/** Lines describing the events of `date` that overlap start–end; empty when none do. */
export type TFindConflicts = (
  date: string,
  startTime: string,
  endTime: string,
) => Promise<string[]>;

type TScheduleFormProps = {
  today: string;
  findConflicts: TFindConflicts;
};

/**
 * Registration of a personal schedule (docs/product/validation.md). A one-off event that overlaps another event of
 * its day is only registered once the admin confirms; a recurring one is not checked.
 */
export function ScheduleForm({ today, findConflicts }: TScheduleFormProps) {
  const copy = useT().staffCalendar.form;
  const { language } = useLanguage();
  const headingId = useId();
  const create = useCreatePersonalSchedule();
  const confirmOverlap = useConfirm();
  const form = useForm({
    initial: EMPTY_SCHEDULE_FORM,
    schema: newScheduleSchema(today),
    errorDisplay: 'submit',
    // The date and weekday fields swap when recurring or the cycle changes.
    linkedFields: {
      isRecurring: ['scheduleDate', 'weekday'],
      recurringPattern: ['scheduleDate', 'weekday'],
    },
    confirm: async (body) => {
      if (body.isRecurring || body.scheduleDate === undefined) return true;
      const conflicts = await findConflicts(body.scheduleDate, body.startTime, body.endTime);
      if (conflicts.length === 0) return true;
      const question = staffMessage('personalScheduleOverlapConfirm', language, {
        events: conflicts.join('\n'),
      });
      return confirmOverlap({ question, confirmLabel: copy.submit });
    },
    send: (body) => create.mutateAsync(body),
    sentMessage: () => staffMessage('personalScheduleCreated', language),
    onSent: (): void => form.reset(),
    failMessage: (error) =>
      errorMessageOf(error, staffMessage('personalScheduleCreateFailed', language)),
    announceSent: staffToast.success,
    announceFailure: staffToast.error,
  });

  return (
    <section className={staff.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {copy.heading}
      </h2>
      <SubmitForm
        form={form}
        submitLabel={copy.submit}
        pendingLabel={copy.submitting}
        labelledBy={headingId}
      >
        <ScheduleFields mode="create" form={form} today={today} />
      </SubmitForm>
    </section>
  );
}
