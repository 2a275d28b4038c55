import {
  GENDER_LABELS,
  LESSON_TYPE_LABELS,
  LESSON_WEEKDAYS,
  USER_GENDERS,
  USER_STATUS_LABELS,
  USER_STATUSES,
  WEEKDAY_LABELS,
  ZAnyLessonType,
  ZLessonWeekday,
  ZUserGender,
  ZUserStatus,
} from '@academy/contracts';
import { TextField } from '@/components/form/TextField';
import { ContactFields } from '@/components/staff-area/ContactFields';
import { CustomSelect } from '@/components/select/CustomSelect';
import { useLanguage, useT } from '@/i18n/use-language';
import { lessonTypeChoices } from './user-display';
import type { TUserDraft, TUserDraftField } from './user-edit-draft';
import styles from '@/components/staff-area/UserEdit.module.css';
import { labelledOptions } from '@/components/staff-area/labelled-options';

type TUserEditFieldsProps = {
  draft: TUserDraft;
  errorOf: (field: TUserDraftField) => string | undefined;
  onEdit: <K extends TUserDraftField>(field: K, value: TUserDraft[K]) => void;
  onStartTime: (startTime: string) => void;
};

/** The member edit form's fields, grouped as details, lessons and account status. */
export function UserEditFields({ draft, errorOf, onEdit, onStartTime }: TUserEditFieldsProps) {
  const copy = useT().staffDashboard.users.editForm;
  const { language } = useLanguage();
  const text = (field: 'lessonStartTime' | 'lessonEndTime' | 'monthlyFee') => ({
    name: field,
    value: draft[field],
    error: errorOf(field),
  });

  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{copy.personalLegend}</legend>
        <div className={styles.fields}>
          <ContactFields
            values={draft}
            errorOf={errorOf}
            copy={copy}
            phoneRequired
            onEdit={onEdit}
          />
          <CustomSelect
            label={copy.gender}
            value={draft.gender}
            placeholder={copy.genderPlaceholder}
            options={labelledOptions(USER_GENDERS, GENDER_LABELS, language)}
            error={errorOf('gender')}
            onChange={(gender) => onEdit('gender', ZUserGender.parse(gender))}
          />
        </div>
      </fieldset>

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

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{copy.accountLegend}</legend>
        <CustomSelect
          label={copy.status}
          value={draft.status}
          options={labelledOptions(USER_STATUSES, USER_STATUS_LABELS, language)}
          hint={copy.statusHint}
          error={errorOf('status')}
          onChange={(status) => onEdit('status', ZUserStatus.parse(status))}
        />
      </fieldset>
    </>
  );
}
