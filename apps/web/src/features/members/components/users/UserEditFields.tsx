import {
  GENDER_LABELS,
  LESSON_TYPE_LABELS,
  LESSON_WEEKDAYS,
  pickText,
  USER_GENDERS,
  USER_STATUS_LABELS,
  USER_STATUSES,
  validationMessage,
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
import type { TUserDraft, TUserDraftErrors, TUserDraftField } from './user-edit-draft';
import styles from '@/components/staff-area/UserEdit.module.css';

type TUserEditFieldsProps = {
  draft: TUserDraft;
  errors: TUserDraftErrors;
  /** Id of each custom select's button, so a failed check can focus it. */
  selectId: (field: TUserDraftField) => string;
  onEdit: (change: Partial<TUserDraft>, field: TUserDraftField) => void;
  onStartTime: (startTime: string) => void;
};

/** The member edit form's fields, grouped as details, lessons and account status. */
export function UserEditFields({
  draft,
  errors,
  selectId,
  onEdit,
  onStartTime,
}: TUserEditFieldsProps) {
  const copy = useT().staffDashboard.users.editForm;
  const { language } = useLanguage();
  const errorOf = (field: TUserDraftField) => {
    const key = errors[field];
    return key ? validationMessage(key, language) : undefined;
  };
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
            onEdit={(field, value) => onEdit({ [field]: value }, field)}
          />
          <CustomSelect
            id={selectId('gender')}
            label={copy.gender}
            value={draft.gender}
            placeholder={copy.genderPlaceholder}
            options={USER_GENDERS.map((gender) => ({
              value: gender,
              label: pickText(GENDER_LABELS[gender], language),
            }))}
            error={errorOf('gender')}
            onChange={(gender) => onEdit({ gender: ZUserGender.parse(gender) }, 'gender')}
          />
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{copy.lessonLegend}</legend>
        <div className={styles.fields}>
          <CustomSelect
            id={selectId('lessonType')}
            label={copy.lessonType}
            value={draft.lessonType}
            placeholder={copy.lessonTypePlaceholder}
            options={lessonTypeChoices(draft.lessonType).map((type) => ({
              value: type,
              label: pickText(LESSON_TYPE_LABELS[type], language),
            }))}
            error={errorOf('lessonType')}
            onChange={(type) => onEdit({ lessonType: ZAnyLessonType.parse(type) }, 'lessonType')}
          />
          <TextField
            {...text('monthlyFee')}
            label={copy.monthlyFee}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            onChange={(event) => onEdit({ monthlyFee: event.target.value }, 'monthlyFee')}
          />
          <CustomSelect
            id={selectId('lessonDayOfWeek')}
            label={copy.weekday}
            value={draft.lessonDayOfWeek}
            placeholder={copy.weekdayPlaceholder}
            options={LESSON_WEEKDAYS.map((weekday) => ({
              value: weekday,
              label: pickText(WEEKDAY_LABELS[weekday], language),
            }))}
            error={errorOf('lessonDayOfWeek')}
            onChange={(weekday) =>
              onEdit({ lessonDayOfWeek: ZLessonWeekday.parse(weekday) }, 'lessonDayOfWeek')
            }
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
            onChange={(event) => onEdit({ lessonEndTime: event.target.value }, 'lessonEndTime')}
          />
        </div>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            name="isForeigner"
            checked={draft.isForeigner}
            onChange={(event) => onEdit({ isForeigner: event.target.checked }, 'isForeigner')}
          />
          {copy.isForeigner}
        </label>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{copy.accountLegend}</legend>
        <CustomSelect
          id={selectId('status')}
          label={copy.status}
          value={draft.status}
          options={USER_STATUSES.map((status) => ({
            value: status,
            label: pickText(USER_STATUS_LABELS[status], language),
          }))}
          hint={copy.statusHint}
          error={errorOf('status')}
          onChange={(status) => onEdit({ status: ZUserStatus.parse(status) }, 'status')}
        />
      </fieldset>
    </>
  );
}
