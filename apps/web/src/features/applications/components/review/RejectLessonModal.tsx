import { staffMessage, TEXT_LIMITS, ZLessonRejectionRequest } from '@academy/contracts';
import { useRef } from 'react';
import { staffToast } from '@/components/staff-area/staff-toast';
import { TextAreaField } from '@/components/form/TextAreaField';
import { useForm } from '@/components/form/use-form';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useRejectLessonApplication } from '../../api/reject-lesson-application';
import { FormModal } from '@/components/staff-area/FormModal';
import styles from './LessonApplications.module.css';
import type { TDecisionModalProps } from './decision-modal-props';

/** docs/product/validation.md lesson rejection: a reason is required and is sent to the applicant. */
export function RejectLessonModal({ request, onClose, onDecided }: TDecisionModalProps) {
  const copy = useT().staffLessons.reject;
  const { language } = useLanguage();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const reject = useRejectLessonApplication();
  const form = useForm({
    initial: { reason: '' },
    schema: ZLessonRejectionRequest,
    errorDisplay: 'submit',
    send: (body) => reject.mutateAsync({ requestId: request.requestId, body }),
    sentMessage: () => staffMessage('lessonRejected', language),
    announceSent: staffToast.success,
    onSent: onDecided,
    failMessage: (error) => errorMessageOf(error, staffMessage('lessonRejectFailed', language)),
    announceFailure: staffToast.error,
  });

  return (
    <FormModal
      onClose={onClose}
      title={format(copy.title, { name: request.name })}
      description={copy.description}
      initialFocusRef={reasonRef}
      formClassName={styles.form}
      // No alert above the field: a failed send is told by a toast.
      form={{ onSubmit: form.onSubmit, pending: form.pending }}
      buttons={copy}
      submit={{ danger: true }}
    >
      <TextAreaField
        ref={reasonRef}
        {...form.field('reason')}
        label={copy.reason}
        maxLength={TEXT_LIMITS.REASON}
        rows={4}
        required
      />
    </FormModal>
  );
}
