import { pickText, staffMessage, TEACHER_MESSAGES, TOASTS } from '@academy/contracts';
import type { TCreateTeacherResponse } from '@academy/contracts';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { FormAlert } from '@/components/form/FormAlert';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { Modal } from '@/components/modal/Modal';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { copyToClipboard } from '@/lib/clipboard';
import { errorMessageOf } from '@/lib/api-error';
import { useCreateTeacher } from '../api/create-teacher';
import { FormFooter } from '@/components/staff-area/FormFooter';
import staff from '@/components/staff-area/Staff.module.css';
import styles from '@/components/staff-area/UserEdit.module.css';
import { checkNewTeacher, EMPTY_TEACHER_DRAFT } from './teacher-draft';
import { TeacherFields } from './TeacherFields';
import { useTeacherForm } from './use-teacher-form';
import { TemporaryPassword } from './TemporaryPassword';

/**
 * An admin creates a staff account. On success the modal turns into the one place the temporary
 * password is ever shown; closing it forgets the password.
 */
export function CreateTeacherModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const copy = t.staffTeachers;
  const { language } = useLanguage();
  const formId = useId();
  const form = useTeacherForm(EMPTY_TEACHER_DRAFT);
  const create = useCreateTeacher();
  const flight = useSingleFlight();
  const [created, setCreated] = useState<TCreateTeacherResponse | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    void flight.run(async () => {
      const checked = checkNewTeacher(form.draft);
      if (!checked.ok) {
        form.refuse(element, checked.errors, checked.formError);
        return;
      }
      try {
        const result = await create.mutateAsync(checked.body);
        setCreated(result);
        if (await copyToClipboard(result.temporaryPassword)) {
          toast.success(staffMessage('temporaryPasswordCopied', language), {
            duration: TOASTS.STAFF_SUCCESS_MS,
          });
        }
      } catch (error) {
        const message = errorMessageOf(error, pickText(TEACHER_MESSAGES.createFailed, language));
        form.showServerProblem(message);
        toast.error(message, { duration: TOASTS.STAFF_ERROR_MS });
      }
    });
  };

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
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={copy.form.createTitle}
      description={copy.form.createDescription}
      footer={
        <FormFooter
          formId={formId}
          pending={flight.pending || create.isPending}
          cancelText={copy.form.cancel}
          onCancel={onClose}
          text={copy.form.createSubmit}
          pendingText={copy.form.createSubmitting}
        />
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        <FormAlert message={form.alert} />
        <TeacherFields
          draft={form.draft}
          errors={form.errors}
          withLoginId
          withRole
          onEdit={form.onEdit}
        />
      </form>
    </Modal>
  );
}
