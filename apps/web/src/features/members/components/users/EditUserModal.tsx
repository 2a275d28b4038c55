import { staffMessage, TOASTS, ZUpdateUserRequest } from '@academy/contracts';
import type { TAdminUserListItem } from '@academy/contracts';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { FormAlert } from '@/components/form/FormAlert';
import { useForm } from '@/components/form/use-form';
import { Modal } from '@/components/modal/Modal';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useUpdateUser } from '../../api/update-user';
import { errorMessageOf } from '@/lib/api-error';
import { FormFooter } from '@/components/staff-area/FormFooter';
import { checkUserEdit, draftOf, withStartTime } from './user-edit-draft';
import styles from '@/components/staff-area/UserEdit.module.css';
import { UserEditFields } from './UserEditFields';

/**
 * Staff edit a member (docs/product/api.md PATCH /users/{id}): prefilled from the list, only the changed
 * fields are sent, checked with the same contracts as the API; the list reloads on success.
 */
export function EditUserModal({
  user,
  onClose,
}: {
  user: TAdminUserListItem;
  onClose: () => void;
}) {
  const copy = useT().staffDashboard.users.editForm;
  const { language } = useLanguage();
  const formId = useId();
  const update = useUpdateUser();
  const form = useForm({
    initial: draftOf(user),
    schema: ZUpdateUserRequest,
    validate: (draft) => checkUserEdit(user, draft),
    errorDisplay: 'submit',
    editClearsAlert: true,
    send: (body) => update.mutateAsync({ userId: user.userId, body }),
    onSent: (result) => {
      toast.success(result.message || staffMessage('userUpdated', language), {
        duration: TOASTS.STAFF_SUCCESS_MS,
      });
      onClose();
    },
    failMessage: (error) => errorMessageOf(error, staffMessage('userUpdateFailed', language)),
    announceFailure: (message) => toast.error(message, { duration: TOASTS.STAFF_ERROR_MS }),
  });

  /** A new start moves the end with it, whose error goes too. */
  const onStartTime = (startTime: string) => {
    const next = withStartTime(form.values, startTime);
    form.setValue('lessonStartTime', next.lessonStartTime);
    form.setValue('lessonEndTime', next.lessonEndTime);
  };

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={format(copy.title, { name: user.name })}
      description={copy.description}
      footer={
        <FormFooter
          formId={formId}
          pending={form.pending || update.isPending}
          cancelText={copy.cancel}
          onCancel={onClose}
          text={copy.submit}
          pendingText={copy.submitting}
        />
      }
    >
      <form id={formId} className={styles.form} onSubmit={form.onSubmit} noValidate>
        <FormAlert message={form.formError ?? form.failure} />
        <UserEditFields
          draft={form.values}
          errorOf={form.errorOf}
          onEdit={form.setValue}
          onStartTime={onStartTime}
        />
      </form>
    </Modal>
  );
}
