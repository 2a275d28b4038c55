import {
  staffMessage,
  TEXT_LIMITS,
  TOASTS,
  validationMessage,
  ZLessonRejectionRequest,
} from '@academy/contracts';
import type { TValidationMessageKey } from '@academy/contracts';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { TextAreaField } from '@/components/form/TextAreaField';
import { Modal } from '@/components/modal/Modal';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { validateForm } from '@/lib/validate-form';
import { useRejectLessonRequest } from '../../api/reject-lesson-request';
import { errorMessageOf } from '@/lib/api-error';
import { FormFooter } from '@/components/staff-area/FormFooter';
import styles from './LessonRequests.module.css';
import { useDecisionForm } from './use-decision-form';
import type { TDecisionModalProps } from './use-decision-form';

/** docs/product/validation.md lesson rejection: a reason is required and is sent to the applicant. */
export function RejectLessonModal({ request, onClose, onDecided }: TDecisionModalProps) {
  const copy = useT().staffLessons.reject;
  const { language } = useLanguage();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [errorKey, setErrorKey] = useState<TValidationMessageKey | null>(null);
  const reject = useRejectLessonRequest();
  const { formId, run, pending } = useDecisionForm(reject.isPending);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const checked = validateForm(ZLessonRejectionRequest, { reason });
      if (!checked.success) {
        setErrorKey(checked.errors.reason ?? 'rejectionReasonRequired');
        reasonRef.current?.focus();
        return;
      }
      try {
        await reject.mutateAsync({ requestId: request.requestId, body: checked.data });
      } catch (error) {
        toast.error(errorMessageOf(error, staffMessage('lessonRejectFailed', language)), {
          duration: TOASTS.STAFF_ERROR_MS,
        });
        return;
      }
      toast.success(staffMessage('lessonRejected', language), {
        duration: TOASTS.STAFF_SUCCESS_MS,
      });
      onDecided();
    });
  };

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
          pending={pending}
          cancelText={copy.cancel}
          onCancel={onClose}
          text={copy.submit}
          pendingText={copy.submitting}
          danger
        />
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        <TextAreaField
          ref={reasonRef}
          label={copy.reason}
          value={reason}
          maxLength={TEXT_LIMITS.REASON}
          rows={4}
          required
          error={errorKey ? validationMessage(errorKey, language) : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setErrorKey(null);
          }}
        />
      </form>
    </Modal>
  );
}
