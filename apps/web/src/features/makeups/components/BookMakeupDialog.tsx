import type { TMakeupCredit, TOwnHour } from '@academy/contracts';
import { useDayBusyRanges } from '@/components/application-form/use-day-busy-ranges';
import { formatFullDate, formatShortDate } from '@/components/calendar/calendar-format';
import { SelectField } from '@/components/form/SelectField';
import { FormModal } from '@/components/staff-area/FormModal';
import formStyles from '@/components/form/Form.module.css';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { MakeupHours } from './MakeupHours';
import { useBookMakeupForm } from './use-book-makeup-form';

/**
 * Books a make-up with the oldest open credit (docs/product/makeups.md): a day within the
 * credit's life, then a free hour of the teacher (the schedule-change hours, busy ones disabled,
 * as on the schedule-change form; the member's own practice bookings named and disabled). The
 * API says whether it was booked or sent for approval.
 */
export function BookMakeupDialog({
  credit,
  teacherId,
  takenDays,
  ownHours,
  onClose,
}: {
  credit: TMakeupCredit;
  /** The member's own lessons, make-ups and practice bookings, which a make-up may not overlap. */
  ownHours: readonly TOwnHour[];
  /** Days of the member's make-ups booked or waiting for the academy. */
  takenDays: ReadonlySet<string>;
  /** Whose free hours the make-up takes. */
  teacherId: number;
  onClose: () => void;
}) {
  const copy = useT().makeups.member;
  const { language } = useLanguage();
  const { form, daysKnown, days } = useBookMakeupForm(credit, takenDays, onClose);
  const { date, hour } = form.values;
  const busy = useDayBusyRanges(date === '' ? null : date, teacherId);

  return (
    <FormModal
      onClose={onClose}
      title={copy.dialogTitle}
      description={format(copy.dialogDescription, {
        until: formatShortDate(credit.expiresOn, language),
      })}
      formClassName={formStyles.form}
      form={form}
      buttons={copy}
    >
      <SelectField
        label={copy.dateLabel}
        value={date}
        onChange={(event) => {
          form.setValue('date', event.target.value);
          form.setValue('hour', null);
        }}
        required
        disabled={!daysKnown}
      >
        <option value="">{daysKnown ? copy.datePlaceholder : copy.daysLoading}</option>
        {days.map((day) => (
          <option key={day} value={day}>
            {formatFullDate(day, language)}
          </option>
        ))}
      </SelectField>
      {date !== '' && (
        <MakeupHours
          date={date}
          hour={hour}
          busy={busy}
          ownHours={ownHours}
          onToggle={(slot) => form.setValue('hour', hour === slot ? null : slot)}
        />
      )}
    </FormModal>
  );
}
