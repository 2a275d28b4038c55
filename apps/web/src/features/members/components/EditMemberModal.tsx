import { staffMessage, ZUpdateMemberRequest } from '@academy/contracts';
import type { TMemberListItem } from '@academy/contracts';
import { staffToast } from '@/components/staff-area/staff-toast';
import { useForm } from '@/components/form/use-form';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useUpdateMember } from '../api/update-member';
import { errorMessageOf } from '@/lib/api-error';
import { FormModal } from '@/components/staff-area/FormModal';
import { checkMemberEdit, draftOf, withStartTime } from './member-edit-draft';
import { MemberEditFields } from './MemberEditFields';

/**
 * Staff edit a member (docs/product/api.md PATCH /users/{id}): prefilled from the list, only the changed
 * fields are sent, checked with the same contracts as the API; the list reloads on success.
 */
export function EditMemberModal({ user, onClose }: { user: TMemberListItem; onClose: () => void }) {
  const copy = useT().staffDashboard.users.editForm;
  const { language } = useLanguage();
  const update = useUpdateMember();
  const form = useForm({
    initial: draftOf(user),
    schema: ZUpdateMemberRequest,
    validate: (draft) => checkMemberEdit(user, draft),
    errorDisplay: 'submit',
    editClearsAlert: true,
    send: (body) => update.mutateAsync({ userId: user.userId, body }),
    onSent: (result) => {
      staffToast.success(result.message || staffMessage('memberUpdated', language));
      onClose();
    },
    failMessage: (error) => errorMessageOf(error, staffMessage('memberUpdateFailed', language)),
    announceFailure: staffToast.error,
  });

  /** A new start moves the end with it, whose error goes too. */
  const onStartTime = (startTime: string) => {
    const next = withStartTime(form.values, startTime);
    form.setValue('lessonStartTime', next.lessonStartTime);
    form.setValue('lessonEndTime', next.lessonEndTime);
  };

  return (
    <FormModal
      onClose={onClose}
      size="lg"
      title={format(copy.title, { name: user.name })}
      description={copy.description}
      form={form}
      buttons={copy}
      submit={{ pending: form.pending || update.isPending }}
    >
      <MemberEditFields
        draft={form.values}
        errorOf={form.errorOf}
        onEdit={form.setValue}
        onStartTime={onStartTime}
      />
    </FormModal>
  );
}
