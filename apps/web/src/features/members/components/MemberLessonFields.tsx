import {
  LESSON_TYPE_LABELS,
  LESSON_WEEKDAYS,
  WEEKDAY_LABELS,
  ZAnyLessonType,
  ZLessonWeekday,
} from '@academy/contracts';
import { TextField } from '@/components/form/TextField';
import { CustomSelect } from '@/components/select/CustomSelect';
import { labelledOptions } from '@/components/staff-area/labelled-options';
import styles from '@/components/staff-area/UserEdit.module.css';
import { useLanguage, useT } from '@/i18n/use-language';
import { lessonTypeChoices } from './member-display';
import type { TMemberEditFieldsProps } from './MemberEditFields';

/** The member's lesson: type, fee, weekday and times, and the foreign flag. */
export function MemberLessonFields({
  draft,
  errorOf,
  onEdit,
  onStartTime,
}: TMemberEditFieldsProps) {
  const copy = useT().staffDashboard.users.editForm;
  const { language } = useLanguage();
  const text = (field: 'lessonStartTime' | 'lessonEndTime' | 'monthlyFee') => ({
    name: field,
    value: draft[field],
    error: errorOf(field),
  });

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{copy.lessonLegend}</legend>
      <div className={styles.fields}>
        <CustomSelect
          label={copy.lessonType}
          value={draft.lessonType}
          placeholder={copy.lessonTypePlaceholder}
          options={labelledOptions(
            lessonTypeChoices(draft.lessonType),
            LESSON_TYPE_LABELS,
            language,
          )}
          error={errorOf('lessonType')}
          onChange={(type) => onEdit('lessonType', ZAnyLessonType.parse(type))}
        />
        <TextField
          {...text('monthlyFee')}
          label={copy.monthlyFee}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          onChange={(event) => onEdit('monthlyFee', event.target.value)}
        />
        <CustomSelect
          label={copy.weekday}
          value={draft.lessonDayOfWeek}
          placeholder={copy.weekdayPlaceholder}
          options={labelledOptions(LESSON_WEEKDAYS, WEEKDAY_LABELS, language)}
          error={errorOf('lessonDayOfWeek')}
          onChange={(weekday) => onEdit('lessonDayOfWeek', ZLessonWeekday.parse(weekday))}
        />
        <TextField
          {...text('lessonStartTime')}
          label={copy.startTime}
          type="time"
          onChange={(event) => onStartTime(event.target.value)}
        />
        <TextField
          {...text('lessonEndTime')}
          label={copy.endTime}
          type="time"
          hint={copy.slotHint}
          onChange={(event) => onEdit('lessonEndTime', event.target.value)}
        />
      </div>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          name="isForeigner"
          checked={draft.isForeigner}
          onChange={(event) => onEdit('isForeigner', event.target.checked)}
        />
        {copy.isForeigner}
      </label>
    </fieldset>
  );
}
