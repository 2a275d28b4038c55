import { ATTENDANCE_LIMITS, TOASTS, ZAttendanceNotice } from '@academy/contracts';
import { MemberButton } from '@/components/member-area/MemberButton';
import type { TAttendanceOccurrence } from '@academy/contracts';
import toast from 'react-hot-toast';
import formStyles from '@/components/form/Form.module.css';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextAreaField } from '@/components/form/TextAreaField';
import { useForm } from '@/components/form/use-form';
import memberStyles from '@/components/member-area/Member.module.css';
import { Modal } from '@/components/modal/Modal';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { formatShortDate } from '@/components/calendar/calendar-format';
import { errorMessageOf } from '@/lib/api-error';
import { useGiveAbsenceNotice } from '../api/give-absence-notice';

/** The answer names the credit's last day or why none was earned: long enough to read it. */
const ANSWER_TOAST_MS = TOASTS.ERROR_MS;

type TNoticeDialogProps = { occurrence: TAttendanceOccurrence; onClose: () => void };

/**
 * "I cannot come" for one lesson: the reason, then the server's answer as a toast, which says
 * the make-up credit earned and its last day, or why none was.
 */
export function NoticeDialog({ occurrence, onClose }: TNoticeDialogProps) {
  const copy = useT().attendance.member;
  const { language } = useLanguage();
  const notice = useGiveAbsenceNotice();
  const form = useForm({
    initial: { reason: '' },
    schema: ZAttendanceNotice,
    errorDisplay: 'submit',
    toInput: (values) => ({ date: occurrence.date, reason: values.reason }),
    send: (body) => notice.mutateAsync(body),
    onSent: ({ message }) => {
      toast.success(message, { duration: ANSWER_TOAST_MS });
      onClose();
    },
    failMessage: (error) => errorMessageOf(error, copy.failed),
  });
  const date = formatShortDate(occurrence.date, language);
  const title = format(copy.dialogTitle, { date, time: occurrence.startTime });

  return (
    <Modal open onClose={onClose} title={title} description={copy.dialogLead} size="sm">
      <form className={formStyles.form} noValidate onSubmit={form.onSubmit}>
        <FormAlert message={form.failure} />
        <TextAreaField
          label={copy.reason}
          required
          maxLength={ATTENDANCE_LIMITS.REASON_MAX_LENGTH}
          {...form.field('reason')}
        />
        <div className={memberStyles.actions}>
          <MemberButton onClick={onClose}>{copy.cancel}</MemberButton>
          <SubmitButton pending={form.pending} label={copy.submit} pendingLabel={copy.submitting} />
        </div>
      </form>
    </Modal>
  );
}
