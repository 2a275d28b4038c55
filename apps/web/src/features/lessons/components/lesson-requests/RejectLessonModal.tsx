import { staffMessage, TEXT_LIMITS, TOASTS, ZLessonRejectionRequest } from '@academy/contracts';
import { useId, useRef } from 'react';
import toast from 'react-hot-toast';
import { TextAreaField } from '@/components/form/TextAreaField';
import { useForm } from '@/components/form/use-form';
import { Modal } from '@/components/modal/Modal';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useRejectLessonRequest } from '../../api/reject-lesson-request';
import { FormFooter } from '@/components/staff-area/FormFooter';
import styles from './LessonRequests.module.css';
import type { TDecisionModalProps } from './decision-modal-props';

/** docs/product/validation.md lesson rejection: a reason is required and is sent to the applicant. */
export function RejectLessonModal({ request, onClose, onDecided }: TDecisionModalProps) {
  const copy = useT().staffLessons.reject;
  const { language } = useLanguage();
  const formId = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const reject = useRejectLessonRequest();
  const form = useForm({
    initial: { reason: '' },
    schema: ZLessonRejectionRequest,
    errorDisplay: 'submit',
    send: (body) => reject.mutateAsync({ requestId: request.requestId, body }),
    sentMessage: () => staffMessage('lessonRejected', language),
    announceSent: (message) => toast.success(message, { duration: TOASTS.STAFF_SUCCESS_MS }),
    onSent: onDecided,
    failMessage: (error) => errorMessageOf(error, staffMessage('lessonRejectFailed', language)),
    announceFailure: (message) => toast.error(message, { duration: TOASTS.STAFF_ERROR_MS }),
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={format(copy.title, { name: request.name })}
      description={copy.description}
      initialFocusRef={reasonRef}
      footer={
        <FormFooter
          formId={formId}
          pending={form.pending}
          cancelText={copy.cancel}
          onCancel={onClose}
          text={copy.submit}
          pendingText={copy.submitting}
          danger
        />
      }
    >
      <form id={formId} className={styles.form} onSubmit={form.onSubmit} noValidate>
        <TextAreaField
          ref={reasonRef}
          {...form.field('reason')}
          label={copy.reason}
          maxLength={TEXT_LIMITS.REASON}
          rows={4}
          required
        />
      </form>
    </Modal>
  );
}
