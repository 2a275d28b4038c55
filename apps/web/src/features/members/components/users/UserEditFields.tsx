import {
  GENDER_LABELS,
  USER_GENDERS,
  USER_STATUS_LABELS,
  USER_STATUSES,
  ZUserGender,
  ZUserStatus,
} from '@academy/contracts';
import { ContactFields } from '@/components/staff-area/ContactFields';
import { CustomSelect } from '@/components/select/CustomSelect';
import { useLanguage, useT } from '@/i18n/use-language';
import { UserLessonFields } from './UserLessonFields';
import type { TUserDraft, TUserDraftField } from './user-edit-draft';
import styles from '@/components/staff-area/UserEdit.module.css';
import { labelledOptions } from '@/components/staff-area/labelled-options';

export type TUserEditFieldsProps = {
  draft: TUserDraft;
  errorOf: (field: TUserDraftField) => string | undefined;
  onEdit: <K extends TUserDraftField>(field: K, value: TUserDraft[K]) => void;
  onStartTime: (startTime: string) => void;
};

/** The member edit form's fields, grouped as details, lessons and account status. */
export function UserEditFields({ draft, errorOf, onEdit, onStartTime }: TUserEditFieldsProps) {
  const copy = useT().staffDashboard.users.editForm;
  const { language } = useLanguage();

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

      <UserLessonFields draft={draft} errorOf={errorOf} onEdit={onEdit} onStartTime={onStartTime} />

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
