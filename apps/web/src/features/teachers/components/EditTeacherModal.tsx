import { pickText, TEACHER_MESSAGES, ZUpdateTeacherRequest } from '@academy/contracts';
import type { TStaffAccount } from '@academy/contracts';
import { staffToast } from '@/components/staff-area/staff-toast';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useUpdateTeacher } from '../api/update-teacher';
import { FormModal } from '@/components/staff-area/FormModal';
import styles from '@/components/staff-area/UserEdit.module.css';
import { draftOf, teacherChanges } from './teacher-draft';
import { TeacherFields } from './TeacherFields';
import { useTeacherForm } from './use-teacher-form';

/** An admin edits a staff account: only the changed fields are sent; the list reloads. */
export function EditTeacherModal({
  account,
  isSelf,
  onClose,
}: {
  account: TStaffAccount;
  /** The admin's own account: changing the role also takes this screen away. */
  isSelf: boolean;
  onClose: () => void;
}) {
  const copy = useT().staffTeachers.form;
  const { language } = useLanguage();
  const update = useUpdateTeacher();
  const form = useTeacherForm({
    initial: draftOf(account),
    schema: ZUpdateTeacherRequest,
    toInput: (draft) => teacherChanges(account, draft),
    send: (body) => update.mutateAsync({ id: account.id, body }),
    onSent: (result) => {
      staffToast.success(result.message || pickText(TEACHER_MESSAGES.updated, language));
      onClose();
    },
    failMessage: (error) =>
      errorMessageOf(error, pickText(TEACHER_MESSAGES.updateFailed, language)),
  });

  return (
    <FormModal
      onClose={onClose}
      size="lg"
      title={format(copy.editTitle, { name: account.name })}
      description={format(copy.editDescription, { loginId: account.loginId })}
      formClassName={styles.form}
      onSubmit={form.onSubmit}
      alert={form.alert}
      cancelText={copy.cancel}
      submit={{
        pending: form.pending || update.isPending,
        text: copy.submit,
        pendingText: copy.submitting,
      }}
    >
      <TeacherFields
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
