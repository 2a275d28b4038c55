import { staffMessage, TOASTS } from '@academy/contracts';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import formStyles from '@/components/form/Form.module.css';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { useLanguage, useT } from '@/i18n/use-language';
import { useCreatePersonalSchedule } from '../../api/create-personal-schedule';
import { errorMessageOf } from '@/lib/api-error';
import staff from '@/components/staff-area/Staff.module.css';
import styles from './LessonSchedule.module.css';
import { EMPTY_SCHEDULE_FORM, validateNewSchedule } from './schedule-form';
import type { TScheduleFormValues } from './schedule-form';
import { ScheduleFields } from './ScheduleFields';
import { useScheduleErrors } from './use-schedule-errors';

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
  const [values, setValues] = useState<TScheduleFormValues>(EMPTY_SCHEDULE_FORM);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const validation = useScheduleErrors(formRef);
  const flight = useSingleFlight();
  const create = useCreatePersonalSchedule();

  const change = (changes: Partial<TScheduleFormValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    // The date and weekday fields swap when recurring or the cycle changes.
    const related = 'isRecurring' in changes || 'recurringPattern' in changes;
    validation.clearFields([
      ...Object.keys(changes),
      ...(related ? ['scheduleDate', 'weekday'] : []),
    ]);
  };

  const register = async () => {
    const result = validateNewSchedule(values, today);
    if (!result.ok) {
      validation.refuse(result.error);
      return;
    }
    validation.clear();
    setFailure(null);
    const body = result.data;
    if (!body.isRecurring && body.scheduleDate !== undefined) {
      const conflicts = await findConflicts(body.scheduleDate, body.startTime, body.endTime);
      const confirmText = staffMessage('personalScheduleOverlapConfirm', language, {
        events: conflicts.join('\n'),
      });
      if (conflicts.length > 0 && !window.confirm(confirmText)) return;
    }
    try {
      await create.mutateAsync(body);
      toast.success(staffMessage('personalScheduleCreated', language), {
        duration: TOASTS.STAFF_SUCCESS_MS,
      });
      setValues(EMPTY_SCHEDULE_FORM);
    } catch (error) {
      const message = errorMessageOf(error, staffMessage('personalScheduleCreateFailed', language));
      setFailure(message);
      toast.error(message, { duration: TOASTS.STAFF_ERROR_MS });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void flight.run(register);
  };

  return (
    <section className={staff.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {copy.heading}
      </h2>
      <form
        ref={formRef}
        className={formStyles.form}
        aria-labelledby={headingId}
        noValidate
        onSubmit={onSubmit}
      >
        <FormAlert message={failure} />
        <ScheduleFields
          mode="create"
          values={values}
          onChange={change}
          errors={validation.errors}
          today={today}
        />
        <SubmitButton pending={flight.pending} label={copy.submit} pendingLabel={copy.submitting} />
      </form>
    </section>
  );
}
