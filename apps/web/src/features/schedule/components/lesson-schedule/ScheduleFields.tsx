import {
  RECURRING_PATTERN_LABELS,
  RECURRING_PATTERNS,
  TEXT_LIMITS,
  WEEKDAY_LABELS,
  WEEKDAYS,
  ZRecurringPattern,
  ZWeekday,
} from '@academy/contracts';
import { formatFullDate } from '@/components/calendar/calendar-format';
import { TextAreaField } from '@/components/form/TextAreaField';
import type { TForm } from '@/components/form/use-form';
import { TextField } from '@/components/form/TextField';
import { CustomSelect } from '@/components/select/CustomSelect';
import { labelledOptions } from '@/components/staff-area/labelled-options';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import styles from './LessonSchedule.module.css';
import { firstDayOf, timeChoicesWith } from './schedule-form';
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
  const weekly = values.isRecurring && values.recurringPattern === 'weekly';
  const pickWeekday = creating && weekly;
  const timeOptions = (current: string) =>
    timeChoicesWith(current).map((time) => ({ value: time, label: time }));
  const firstDay = firstDayOf(values, today);

  return (
    <>
      <TextField
        label={copy.title}
        value={values.title}
        maxLength={TEXT_LIMITS.SCHEDULE_TITLE}
        required
        error={errorOf('title')}
        onChange={(event) => setValue('title', event.target.value)}
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
      {pickWeekday ? (
        <CustomSelect
          label={copy.weekday}
          value={values.weekday}
          required
          error={errorOf('weekday')}
          hint={
            firstDay
              ? format(copy.weekdayFirst, { date: formatFullDate(firstDay, language) })
              : copy.weekdayHint
          }
          options={labelledOptions(WEEKDAYS, WEEKDAY_LABELS, language)}
          onChange={(value) => setValue('weekday', ZWeekday.parse(value))}
        />
      ) : (
        <TextField
          type="date"
          label={values.isRecurring ? (creating ? copy.firstDate : copy.firstDay) : copy.date}
          hint={values.isRecurring && creating ? copy.firstDateHint : undefined}
          value={values.scheduleDate}
          min={creating ? today : undefined}
          required={!(values.isRecurring && creating)}
          error={errorOf('scheduleDate')}
          onChange={(event) => setValue('scheduleDate', event.target.value)}
        />
      )}
      {values.isRecurring && (
        <TextField
          type="date"
          label={copy.until}
          value={values.recurringUntil}
          min={today}
          required
          error={errorOf('recurringUntil')}
          onChange={(event) => setValue('recurringUntil', event.target.value)}
        />
      )}
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
        value={values.description}
        maxLength={TEXT_LIMITS.DESCRIPTION}
        rows={3}
        error={errorOf('description')}
        onChange={(event) => setValue('description', event.target.value)}
      />
    </>
  );
}
