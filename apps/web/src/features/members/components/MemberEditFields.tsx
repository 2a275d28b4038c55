import {
  GENDER_LABELS,
  MEMBER_GENDERS,
  MEMBER_STATUS_LABELS,
  MEMBER_STATUSES,
  ZMemberGender,
  ZMemberStatus,
} from '@academy/contracts';
import { ContactFields } from '@/components/staff-area/ContactFields';
import { CustomSelect } from '@/components/select/CustomSelect';
import { useLanguage, useT } from '@/i18n/use-language';
import { MemberLessonFields } from './MemberLessonFields';
import type { TMemberDraft, TMemberDraftField } from './member-edit-draft';
import styles from '@/components/staff-area/UserEdit.module.css';
import { labelledOptions } from '@/components/staff-area/labelled-options';

export type TMemberEditFieldsProps = {
  draft: TMemberDraft;
  errorOf: (field: TMemberDraftField) => string | undefined;
  onEdit: <K extends TMemberDraftField>(field: K, value: TMemberDraft[K]) => void;
  onStartTime: (startTime: string) => void;
};

/** The member edit form's fields, grouped as details, lessons and account status. */
export function MemberEditFields({ draft, errorOf, onEdit, onStartTime }: TMemberEditFieldsProps) {
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
            options={labelledOptions(MEMBER_GENDERS, GENDER_LABELS, language)}
            error={errorOf('gender')}
            onChange={(gender) => onEdit('gender', ZMemberGender.parse(gender))}
          />
        </div>
      </fieldset>

      <MemberLessonFields
        draft={draft}
        errorOf={errorOf}
        onEdit={onEdit}
        onStartTime={onStartTime}
      />

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{copy.accountLegend}</legend>
        <CustomSelect
          label={copy.status}
          value={draft.status}
          options={labelledOptions(MEMBER_STATUSES, MEMBER_STATUS_LABELS, language)}
          hint={copy.statusHint}
          error={errorOf('status')}
          onChange={(status) => onEdit('status', ZMemberStatus.parse(status))}
        />
      </fieldset>
    </>
  );
}
