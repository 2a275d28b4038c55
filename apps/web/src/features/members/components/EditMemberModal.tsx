import { staffMessage, ZUpdateMemberRequest } from '@academy/contracts';
import type { TMemberListItem } from '@academy/contracts';
import { useDialogForm } from '@/components/staff-area/use-dialog-form';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useUpdateMember } from '../api/update-member';
import { FormModal } from '@/components/staff-area/FormModal';
import { checkMemberEdit, draftOf, withStartTime } from './member-edit-draft';
import { MemberEditFields } from './MemberEditFields';
import { MessageChannelFact } from './MessageChannelFact';

/**
 * Staff edit a member (docs/product/api.md PATCH /users/{id}): prefilled from the list, only the changed
 * fields are sent, checked with the same contracts as the API; the list reloads on success.
 */
export function EditMemberModal({ user, onClose }: { user: TMemberListItem; onClose: () => void }) {
  const copy = useT().staffDashboard.users.editForm;
  const { language } = useLanguage();
  const update = useUpdateMember();
  const form = useDialogForm({
    initial: draftOf(user),
    schema: ZUpdateMemberRequest,
    validate: (draft) => checkMemberEdit(user, draft),
    editClearsAlert: true,
    send: (body) => update.mutateAsync({ userId: user.userId, body }),
    onClose,
    sentText: staffMessage('memberUpdated', language),
    failText: staffMessage('memberUpdateFailed', language),
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
      <MessageChannelFact user={user} />
    </FormModal>
  );
}
