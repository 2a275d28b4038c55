import { ATTENDANCE_LIMITS, toAcademyIsoDate, ZAttendanceNotice } from '@academy/contracts';
import { TextField } from '@/components/form/TextField';
import { FormModal } from '@/components/staff-area/FormModal';
import { useDialogForm } from '@/components/staff-area/use-dialog-form';
import { format } from '@/i18n/format';
import { useMemberPageCopy } from '@/i18n/sections/member-page';
import { useGiveAbsenceNoticeForMember } from '../api/give-notice-for-member';

/**
 * Staff give notice of absence for a member who phoned in (docs/product/back-office.md#the-member-page):
 * the lesson's day and the reason; the API applies the member's own window and tells them what
 * the notice earned, which the toast shows too.
 */
export function NoticeForMemberDialog({
  member,
  onClose,
}: {
  member: { id: number; name: string };
  onClose: () => void;
}) {
  const copy = useMemberPageCopy().notice;
  const give = useGiveAbsenceNoticeForMember();
  const form = useDialogForm({
    initial: { date: toAcademyIsoDate(new Date()), reason: '' },
    schema: ZAttendanceNotice,
    send: (body) => give.mutateAsync({ memberId: member.id, body }),
    onClose,
    failText: copy.failed,
  });
  return (
    <FormModal
      onClose={onClose}
      title={format(copy.title, { name: member.name })}
      description={copy.description}
      form={form}
      buttons={{ cancel: copy.cancel, submit: copy.submit, submitting: copy.submitting }}
    >
      <TextField {...form.field('date')} type="date" label={copy.date} required />
      <TextField
        {...form.field('reason')}
        label={copy.reason}
        maxLength={ATTENDANCE_LIMITS.REASON_MAX_LENGTH}
        required
      />
    </FormModal>
  );
}
