import { useStaffAccountsCopy } from '@/i18n/sections/staff-accounts';
import { pickText, ROLE_LABELS, STAFF_ROLES, ZStaffRole } from '@academy/contracts';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { useLanguage } from '@/i18n/use-language';
import { ContactFields, VERBATIM_INPUT } from '@/components/staff-area/ContactFields';
import styles from '@/components/staff-area/UserEdit.module.css';
import type { TStaffDraft, TStaffDraftField } from './staff-draft';

type TStaffFieldsProps = {
  draft: TStaffDraft;
  errorOf: (field: TStaffDraftField) => string | undefined;
  /** The login id is chosen once, at creation. */
  withLoginId: boolean;
  withRole: boolean;
  roleHint?: string;
  onEdit: <K extends TStaffDraftField>(field: K, value: TStaffDraft[K]) => void;
};

/** The fields of the staff account forms, checked with the API's own schemas. */
export function StaffFields({
  draft,
  errorOf,
  withLoginId,
  withRole,
  roleHint,
  onEdit,
}: TStaffFieldsProps) {
  const copy = useStaffAccountsCopy().form;
  const { language } = useLanguage();

  return (
    <div className={styles.fields}>
      {withLoginId && (
        <TextField
          name="loginId"
          value={draft.loginId}
          error={errorOf('loginId')}
          label={copy.loginId}
          hint={copy.loginIdHint}
          {...VERBATIM_INPUT}
          required
          onChange={(event) => onEdit('loginId', event.target.value)}
        />
      )}
      <ContactFields
        values={draft}
        errorOf={errorOf}
        copy={copy}
        phoneRequired={false}
        onEdit={onEdit}
      />
      {withRole && (
        <SelectField
          name="role"
          value={draft.role}
          error={errorOf('role')}
          label={copy.role}
          hint={roleHint}
          onChange={(event) => onEdit('role', ZStaffRole.parse(event.target.value))}
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
