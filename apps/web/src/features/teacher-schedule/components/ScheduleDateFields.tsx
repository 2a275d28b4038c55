import { WEEKDAY_LABELS, WEEKDAYS, ZWeekday } from '@academy/contracts';
import { formatFullDate } from '@/components/calendar/calendar-format';
import type { TForm } from '@/components/form/use-form';
import { textBinding } from '@/components/form/text-binding';
import { TextField } from '@/components/form/TextField';
import { CustomSelect } from '@/components/select/CustomSelect';
import { labelledOptions } from '@/components/staff-area/labelled-options';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { firstDayOf } from './schedule-form';
import type { TScheduleFormValues } from './schedule-form';

type TScheduleDateFieldsProps = {
  form: TForm<TScheduleFormValues>;
  creating: boolean;
  today: string;
};

/** When it takes place: the weekday of a new weekly schedule or its date, and a series' end. */
export function ScheduleDateFields({ form, creating, today }: TScheduleDateFieldsProps) {
  const { values, setValue, errorOf } = form;
  const copy = useT().staffCalendar.form;
  const { language } = useLanguage();
  const weekly = values.isRecurring && values.recurringPattern === 'weekly';
  const pickWeekday = creating && weekly;
  const firstDay = firstDayOf(values, today);

  return (
    <>
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
          {...textBinding(form, 'scheduleDate')}
          min={creating ? today : undefined}
          required={!(values.isRecurring && creating)}
        />
      )}
      {values.isRecurring && (
        <TextField
          type="date"
          label={copy.until}
          {...textBinding(form, 'recurringUntil')}
          min={today}
          required
        />
      )}
    </>
  );
}
