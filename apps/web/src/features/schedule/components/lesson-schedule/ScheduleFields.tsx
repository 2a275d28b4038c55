import {
  pickText,
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
import { TextField } from '@/components/form/TextField';
import { CustomSelect } from '@/components/select/CustomSelect';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import styles from './LessonSchedule.module.css';
import { firstDayOf, timeChoicesWith } from './schedule-form';
import type { TScheduleField, TScheduleFormValues } from './schedule-form';

type TScheduleFieldsProps = {
  /** Registration may switch recurring on and pick a weekday; an edit keeps the kind. */
  mode: 'create' | 'edit';
  values: TScheduleFormValues;
  onChange: (changes: Partial<TScheduleFormValues>) => void;
  /** The message per field, already in the shown language. */
  errors: Partial<Record<TScheduleField, string>>;
  today: string;
};

/** The fields of a personal schedule (docs/product/validation.md), shared by registration and the edit modal. */
export function ScheduleFields({ mode, values, onChange, errors, today }: TScheduleFieldsProps) {
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
        error={errors.title}
        onChange={(event) => onChange({ title: event.target.value })}
      />
      {creating && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={values.isRecurring}
            onChange={(event) => onChange({ isRecurring: event.target.checked })}
          />
          {copy.recurring}
        </label>
      )}
      {values.isRecurring && (
        <CustomSelect
          label={copy.pattern}
          value={values.recurringPattern}
          required
          error={errors.recurringPattern}
          options={RECURRING_PATTERNS.map((pattern) => ({
            value: pattern,
            label: pickText(RECURRING_PATTERN_LABELS[pattern], language),
          }))}
          onChange={(value) => onChange({ recurringPattern: ZRecurringPattern.parse(value) })}
        />
      )}
      {pickWeekday ? (
        <CustomSelect
          label={copy.weekday}
          value={values.weekday}
          required
          error={errors.weekday}
          hint={
            firstDay
              ? format(copy.weekdayFirst, { date: formatFullDate(firstDay, language) })
              : copy.weekdayHint
          }
          options={WEEKDAYS.map((weekday) => ({
            value: weekday,
            label: pickText(WEEKDAY_LABELS[weekday], language),
          }))}
          onChange={(value) => onChange({ weekday: ZWeekday.parse(value) })}
        />
      ) : (
        <TextField
          type="date"
          label={values.isRecurring ? (creating ? copy.firstDate : copy.firstDay) : copy.date}
          hint={values.isRecurring && creating ? copy.firstDateHint : undefined}
          value={values.scheduleDate}
          min={creating ? today : undefined}
          required={!(values.isRecurring && creating)}
          error={errors.scheduleDate}
          onChange={(event) => onChange({ scheduleDate: event.target.value })}
        />
      )}
      {values.isRecurring && (
        <TextField
          type="date"
          label={copy.until}
          value={values.recurringUntil}
          min={today}
          required
          error={errors.recurringUntil}
          onChange={(event) => onChange({ recurringUntil: event.target.value })}
        />
      )}
      <div className={styles.pair}>
        <CustomSelect
          label={copy.startTime}
          value={values.startTime}
          required
          error={errors.startTime}
          options={timeOptions(values.startTime)}
          onChange={(value) => onChange({ startTime: value })}
        />
        <CustomSelect
          label={copy.endTime}
          value={values.endTime}
          required
          error={errors.endTime}
          options={timeOptions(values.endTime)}
          onChange={(value) => onChange({ endTime: value })}
        />
      </div>
      <TextAreaField
        label={copy.description}
        value={values.description}
        maxLength={TEXT_LIMITS.DESCRIPTION}
        rows={3}
        error={errors.description}
        onChange={(event) => onChange({ description: event.target.value })}
      />
    </>
  );
}
