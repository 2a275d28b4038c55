import { staffMessage, TOASTS, validationMessage } from '@academy/contracts';
import type { TAdminUserListItem, TValidationMessageKey } from '@academy/contracts';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { FormAlert } from '@/components/form/FormAlert';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { Modal } from '@/components/modal/Modal';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useUpdateUser } from '../../api/update-user';
import { errorMessageOf } from '@/lib/api-error';
import { FormFooter } from '@/components/staff-area/FormFooter';
import { checkUserEdit, draftOf, USER_DRAFT_FIELDS, withStartTime } from './user-edit-draft';
import type { TUserDraft, TUserDraftErrors, TUserDraftField } from './user-edit-draft';
import styles from '@/components/staff-area/UserEdit.module.css';
import { UserEditFields } from './UserEditFields';

/** Either a contracts message key (follows the language) or the server's own text. */
type TFormProblem = { key: TValidationMessageKey } | { text: string };

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
  const selectId = (field: TUserDraftField) => `${formId}-${field}`;
  const [draft, setDraft] = useState<TUserDraft>(() => draftOf(user));
  const [errors, setErrors] = useState<TUserDraftErrors>({});
  const [problem, setProblem] = useState<TFormProblem | null>(null);
  const update = useUpdateUser();
  const flight = useSingleFlight();

  /** Editing a field clears its own message and the form's, not another field's. */
  const onEdit = (change: Partial<TUserDraft>, field: TUserDraftField) => {
    setDraft((previous) => ({ ...previous, ...change }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    setProblem(null);
  };

  const onStartTime = (startTime: string) => {
    setDraft((previous) => withStartTime(previous, startTime));
    setErrors(({ lessonStartTime: _start, lessonEndTime: _end, ...rest }) => rest);
    setProblem(null);
  };

  /** The keyboard user lands on the first field to fix. */
  const focusFirstInvalid = (form: HTMLFormElement, found: TUserDraftErrors) => {
    const field = USER_DRAFT_FIELDS.find((candidate) => found[candidate]);
    if (!field) return;
    const element = form.elements.namedItem(field) ?? document.getElementById(selectId(field));
    if (element instanceof HTMLElement) element.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void flight.run(async () => {
      const checked = checkUserEdit(user, draft);
      if (!checked.ok) {
        setErrors(checked.errors);
        setProblem(checked.formError ? { key: checked.formError } : null);
        focusFirstInvalid(form, checked.errors);
        return;
      }
      try {
        const result = await update.mutateAsync({ userId: user.userId, body: checked.body });
        toast.success(result.message || staffMessage('userUpdated', language), {
          duration: TOASTS.STAFF_SUCCESS_MS,
        });
        onClose();
      } catch (error) {
        const message = errorMessageOf(error, staffMessage('userUpdateFailed', language));
        setProblem({ text: message });
        toast.error(message, { duration: TOASTS.STAFF_ERROR_MS });
      }
    });
  };

  const alert = problem
    ? 'key' in problem
      ? validationMessage(problem.key, language)
      : problem.text
    : null;

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
          pending={flight.pending || update.isPending}
          cancelText={copy.cancel}
          onCancel={onClose}
          text={copy.submit}
          pendingText={copy.submitting}
        />
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        <FormAlert message={alert} />
        <UserEditFields
          draft={draft}
          errors={errors}
          selectId={selectId}
          onEdit={onEdit}
          onStartTime={onStartTime}
        />
      </form>
    </Modal>
  );
}
