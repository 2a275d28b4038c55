import { useStaffAccountsCopy } from '@/i18n/sections/staff-accounts';
import { pickText, STAFF_ACCOUNT_MESSAGES, ZUpdateStaffRequest } from '@academy/contracts';
import type { TStaffAccount } from '@academy/contracts';
import { staffToast } from '@/components/staff-area/staff-toast';
import { format } from '@/i18n/format';
import { useLanguage } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useUpdateStaff } from '../api/update-staff';
import { FormModal } from '@/components/staff-area/FormModal';
import { draftOf, staffChanges } from './staff-draft';
import { StaffFields } from './StaffFields';
import { useStaffForm } from './use-staff-form';

/** An admin edits a staff account: only the changed fields are sent; the list reloads. */
export function EditStaffModal({
  account,
  isSelf,
  onClose,
}: {
  account: TStaffAccount;
  /** The admin's own account: changing the role also takes this screen away. */
  isSelf: boolean;
  onClose: () => void;
}) {
  const copy = useStaffAccountsCopy().form;
  const { language } = useLanguage();
  const update = useUpdateStaff();
  const form = useStaffForm({
    initial: draftOf(account),
    schema: ZUpdateStaffRequest,
    toInput: (draft) => staffChanges(account, draft),
    send: (body) => update.mutateAsync({ id: account.id, body }),
    onSent: (result) => {
      staffToast.success(result.message || pickText(STAFF_ACCOUNT_MESSAGES.updated, language));
      onClose();
    },
    failMessage: (error) =>
      errorMessageOf(error, pickText(STAFF_ACCOUNT_MESSAGES.updateFailed, language)),
  });

  return (
    <FormModal
      onClose={onClose}
      size="lg"
      title={format(copy.editTitle, { name: account.name })}
      description={format(copy.editDescription, { loginId: account.loginId })}
      form={form}
      buttons={copy}
      submit={{ pending: form.pending || update.isPending }}
    >
      <StaffFields
        draft={form.draft}
        errorOf={form.errorOf}
        withLoginId={false}
        withRole
        roleHint={isSelf ? copy.ownRoleHint : undefined}
        onEdit={form.onEdit}
      />
    </FormModal>
  );
}
