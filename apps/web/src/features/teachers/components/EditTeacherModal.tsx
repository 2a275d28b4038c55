import { pickText, TEACHER_MESSAGES, TOASTS } from '@academy/contracts';
import type { TStaffAccount } from '@academy/contracts';
import { useId } from 'react';
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { FormAlert } from '@/components/form/FormAlert';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { Modal } from '@/components/modal/Modal';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useUpdateTeacher } from '../api/update-teacher';
import { FormFooter } from '@/components/staff-area/FormFooter';
import styles from '@/components/staff-area/UserEdit.module.css';
import { checkTeacherEdit, draftOf } from './teacher-draft';
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
  const formId = useId();
  const form = useTeacherForm(draftOf(account));
  const update = useUpdateTeacher();
  const flight = useSingleFlight();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    void flight.run(async () => {
      const checked = checkTeacherEdit(account, form.draft, true);
      if (!checked.ok) {
        form.refuse(element, checked.errors, checked.formError);
        return;
      }
      try {
        const result = await update.mutateAsync({ id: account.id, body: checked.body });
        toast.success(result.message || pickText(TEACHER_MESSAGES.updated, language), {
          duration: TOASTS.STAFF_SUCCESS_MS,
        });
        onClose();
      } catch (error) {
        const message = errorMessageOf(error, pickText(TEACHER_MESSAGES.updateFailed, language));
        form.showServerProblem(message);
        toast.error(message, { duration: TOASTS.STAFF_ERROR_MS });
      }
    });
  };

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={format(copy.editTitle, { name: account.name })}
      description={format(copy.editDescription, { loginId: account.loginId })}
      footer={
        <FormFooter
          formId={formId}
          pending={flight.pending || update.isPending}
          cancelText={copy.cancel}
          onCancel={onClose}
          text={copy.submit}
          pendingText={copy.submitting}
        />
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        <FormAlert message={form.alert} />
        <TeacherFields
          draft={form.draft}
          errors={form.errors}
          withLoginId={false}
          withRole
          roleHint={isSelf ? copy.ownRoleHint : undefined}
          onEdit={form.onEdit}
        />
      </form>
    </Modal>
  );
}
