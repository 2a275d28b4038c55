import {
  pickText,
  ROLE_LABELS,
  STAFF_ROLES,
  validationMessage,
  ZStaffRole,
} from '@academy/contracts';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { useLanguage, useT } from '@/i18n/use-language';
import { ContactFields } from '@/components/staff-area/ContactFields';
import styles from '@/components/staff-area/UserEdit.module.css';
import type { TTeacherDraft, TTeacherDraftErrors, TTeacherDraftField } from './teacher-draft';

type TTeacherFieldsProps = {
  draft: TTeacherDraft;
  errors: TTeacherDraftErrors;
  /** The login id is chosen once, at creation. */
  withLoginId: boolean;
  withRole: boolean;
  roleHint?: string;
  onEdit: (change: Partial<TTeacherDraft>, field: TTeacherDraftField) => void;
};

/** The fields of the staff account forms, checked with the API's own schemas. */
export function TeacherFields({
  draft,
  errors,
  withLoginId,
  withRole,
  roleHint,
  onEdit,
}: TTeacherFieldsProps) {
  const copy = useT().staffTeachers.form;
  const { language } = useLanguage();
  const errorOf = (field: TTeacherDraftField) => {
    const key = errors[field];
    return key ? validationMessage(key, language) : undefined;
  };

  return (
    <div className={styles.fields}>
      {withLoginId && (
        <TextField
          name="loginId"
          value={draft.loginId}
          error={errorOf('loginId')}
          label={copy.loginId}
          hint={copy.loginIdHint}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          onChange={(event) => onEdit({ loginId: event.target.value }, 'loginId')}
        />
      )}
      <ContactFields
        values={draft}
        errorOf={errorOf}
        copy={copy}
        phoneRequired={false}
        onEdit={(field, value) => onEdit({ [field]: value }, field)}
      />
      {withRole && (
        <SelectField
          name="role"
          value={draft.role}
          error={errorOf('role')}
          label={copy.role}
          hint={roleHint}
          onChange={(event) => onEdit({ role: ZStaffRole.parse(event.target.value) }, 'role')}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {pickText(ROLE_LABELS[role], language)}
            </option>
          ))}
        </SelectField>
      )}
    </div>
  );
}
