import type { TValidationMessageKey } from '@academy/contracts';
import { formatShortDate } from '@/components/calendar/calendar-format';
import { TextField } from '@/components/form/TextField';
import fieldsetStyles from '@/components/staff-area/Fieldset.module.css';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import styles from './OnedaySchedule.module.css';
import { onedayEndTime } from './oneday-schedule';
import type { TOnedaySlotOption } from './oneday-schedule';

type TOnedaySlotChoiceProps = {
  name: string;
  options: readonly TOnedaySlotOption[];
  slot: string;
  onPick: (slot: string) => void;
};

/** One of the applicant's preferred slots. */
export function OnedaySlotChoice({ name, options, slot, onPick }: TOnedaySlotChoiceProps) {
  const copy = useT().staffRequests.oneday.schedule;
  const { language } = useLanguage();
  return (
    <fieldset className={fieldsetStyles.fieldset}>
      <legend className={fieldsetStyles.legend}>{copy.slotsLegend}</legend>
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={slot === option.value}
              onChange={() => onPick(option.value)}
            />
            {format(copy.slot, {
              date: formatShortDate(option.date, language),
              start: option.start,
              end: option.end,
            })}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type TOnedayCustomSlotProps = {
  date: string;
  time: string;
  problem: TValidationMessageKey | null;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
};

/** A date and start time of the staff's choosing; the end is shown an hour later. */
export function OnedayCustomSlot({ date, time, problem, onDate, onTime }: TOnedayCustomSlotProps) {
  const copy = useT().staffRequests.oneday.schedule;
  return (
    <div className={styles.custom}>
      <TextField
        label={copy.date}
        type="date"
        value={date}
        invalid={problem === 'dateTimeRequired' && date === ''}
        onChange={(event) => onDate(event.target.value)}
      />
      <TextField
        label={copy.time}
        type="time"
        step={60}
        value={time}
        invalid={problem === 'dateTimeRequired' && time === ''}
        hint={time ? format(copy.end, { time: onedayEndTime(time) }) : undefined}
        onChange={(event) => onTime(event.target.value)}
      />
    </div>
  );
}
