import {
  RECURRING_PATTERN_LABELS,
  RECURRING_PATTERNS,
  TEXT_LIMITS,
  ZRecurringPattern,
} from '@academy/contracts';
import { TextAreaField } from '@/components/form/TextAreaField';
import type { TForm } from '@/components/form/use-form';
import { textBinding } from '@/components/form/text-binding';
import { TextField } from '@/components/form/TextField';
import { CustomSelect } from '@/components/select/CustomSelect';
import { labelledOptions } from '@/components/staff-area/labelled-options';
import { useLanguage, useT } from '@/i18n/use-language';
import styles from './LessonSchedule.module.css';
import { timeChoicesWith } from './schedule-form';
import { ScheduleDateFields } from './ScheduleDateFields';
import type { TScheduleFormValues } from './schedule-form';

/** The start and end selects, side by side. */
const TIME_FIELDS = ['startTime', 'endTime'] as const;

type TScheduleFieldsProps = {
  /** Registration may switch recurring on and pick a weekday; an edit keeps the kind. */
  mode: 'create' | 'edit';
  form: TForm<TScheduleFormValues>;
  today: string;
};

/** The fields of a personal schedule (docs/product/validation.md), shared by registration and the edit modal. */
export function ScheduleFields({ mode, form, today }: TScheduleFieldsProps) {
  const { values, setValue, errorOf } = form;
  const copy = useT().staffCalendar.form;
  const { language } = useLanguage();
  const creating = mode === 'create';
  const timeOptions = (current: string) =>
    timeChoicesWith(current).map((time) => ({ value: time, label: time }));

  return (
    <>
      <TextField
        label={copy.title}
        {...textBinding(form, 'title')}
        maxLength={TEXT_LIMITS.SCHEDULE_TITLE}
        required
      />
      {creating && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={values.isRecurring}
            onChange={(event) => setValue('isRecurring', event.target.checked)}
          />
          {copy.recurring}
        </label>
      )}
      {values.isRecurring && (
        <CustomSelect
          label={copy.pattern}
          value={values.recurringPattern}
          required
          error={errorOf('recurringPattern')}
          options={labelledOptions(RECURRING_PATTERNS, RECURRING_PATTERN_LABELS, language)}
          onChange={(value) => setValue('recurringPattern', ZRecurringPattern.parse(value))}
        />
      )}
      <ScheduleDateFields form={form} creating={creating} today={today} />
      <div className={styles.pair}>
        {TIME_FIELDS.map((field) => (
          <CustomSelect
            key={field}
            label={copy[field]}
            value={values[field]}
            required
            error={errorOf(field)}
            options={timeOptions(values[field])}
            onChange={(value) => setValue(field, value)}
          />
        ))}
      </div>
      <TextAreaField
        label={copy.description}
        {...textBinding(form, 'description')}
        maxLength={TEXT_LIMITS.DESCRIPTION}
        rows={3}
      />
    </>
  );
}
