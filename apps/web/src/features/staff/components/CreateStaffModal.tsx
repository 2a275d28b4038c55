import { useStaffAccountsCopy } from '@/i18n/sections/staff-accounts';
import {
  pickText,
  staffMessage,
  STAFF_ACCOUNT_MESSAGES,
  ZCreateStaffRequest,
} from '@academy/contracts';
import type { TCreateStaffResponse } from '@academy/contracts';
import { useState } from 'react';
import { staffToast } from '@/components/staff-area/staff-toast';
import { Modal } from '@/components/modal/Modal';
import { format } from '@/i18n/format';
import { useLanguage } from '@/i18n/use-language';
import { copyToClipboard } from '@/lib/clipboard';
import { errorMessageOf } from '@/lib/api-error';
import { useCreateStaff } from '../api/create-staff';
import { FormModal } from '@/components/staff-area/FormModal';
import staff from '@/components/staff-area/Staff.module.css';
import { EMPTY_STAFF_DRAFT, newTeacherInput } from './staff-draft';
import { StaffFields } from './StaffFields';
import { useStaffForm } from './use-staff-form';
import { TemporaryPassword } from '@/components/staff-area/TemporaryPassword';

/**
 * An admin creates a staff account. On success the modal turns into the one place the temporary
 * password is ever shown; closing it forgets the password.
 */
export function CreateStaffModal({ onClose }: { onClose: () => void }) {
  const copy = useStaffAccountsCopy();
  const { language } = useLanguage();
  const create = useCreateStaff();
  const [created, setCreated] = useState<TCreateStaffResponse | null>(null);
  const form = useStaffForm({
    initial: EMPTY_STAFF_DRAFT,
    schema: ZCreateStaffRequest,
    toInput: newTeacherInput,
    send: (body) => create.mutateAsync(body),
    onSent: async (result) => {
      setCreated(result);
      if (await copyToClipboard(result.temporaryPassword)) {
        staffToast.success(staffMessage('temporaryPasswordCopied', language));
      }
    },
    failMessage: (error) =>
      errorMessageOf(error, pickText(STAFF_ACCOUNT_MESSAGES.createFailed, language)),
  });

  if (created) {
    return (
      <Modal
        open
        onClose={onClose}
        title={format(copy.created.title, { name: created.teacher.name })}
        description={copy.created.description}
        footer={
          <button type="button" className={staff.primaryButton} onClick={onClose}>
            {copy.created.done}
          </button>
        }
      >
        <TemporaryPassword loginId={created.teacher.loginId} password={created.temporaryPassword} />
      </Modal>
    );
  }

  return (
    <FormModal
      onClose={onClose}
      size="lg"
      title={copy.form.createTitle}
      description={copy.form.createDescription}
      form={form}
      buttons={{
        cancel: copy.form.cancel,
        submit: copy.form.createSubmit,
        submitting: copy.form.createSubmitting,
      }}
      submit={{ pending: form.pending || create.isPending }}
    >
      <StaffFields
        draft={form.draft}
        errorOf={form.errorOf}
        withLoginId
        withRole
        onEdit={form.onEdit}
      />
    </FormModal>
  );
}
