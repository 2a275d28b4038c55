import { MAKEUP_LIMITS, ZMakeupDecision } from '@academy/contracts';
import type { TMakeupLesson } from '@academy/contracts';
import { staffToast } from '@/components/staff-area/staff-toast';
import { TextAreaField } from '@/components/form/TextAreaField';
import { useForm } from '@/components/form/use-form';
import { FormModal } from '@/components/staff-area/FormModal';
import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useDecideMakeup } from '../api/makeups';

/**
 * Approves or rejects a make-up request with an optional word to the member, which the app
 * notification and the e-mail carry (docs/product/makeups.md).
 */
export function DecideMakeupDialog({
  makeup,
  action,
  onClose,
}: {
  makeup: TMakeupLesson;
  action: 'approve' | 'reject';
  onClose: () => void;
}) {
  const copy = useT().makeups.staff;
  const decide = useDecideMakeup();
  const form = useForm({
    initial: { response: '' },
    schema: ZMakeupDecision,
    toInput: ({ response }) => ({ action, response }),
    errorDisplay: 'submit',
    send: (body) => decide.mutateAsync({ id: makeup.id, body }),
    onSent: ({ message }) => {
      staffToast.success(message);
      onClose();
    },
    failMessage: (error) => errorMessageOf(error, copy.decideFailed),
    announceFailure: staffToast.error,
  });
  const lesson = {
    name: makeup.memberName,
    when: `${makeup.date} ${makeup.startTime}-${makeup.endTime}`,
  };

  return (
    <FormModal
      onClose={onClose}
      title={format(action === 'approve' ? copy.approveTitle : copy.rejectTitle, lesson)}
      description={copy.decisionDescription}
      form={form}
      buttons={{
        cancel: copy.cancel,
        submit: action === 'approve' ? copy.approve : copy.reject,
        submitting: copy.submitting,
      }}
      submit={{ danger: action === 'reject' }}
    >
      <TextAreaField
        {...form.field('response')}
        label={copy.response}
        maxLength={MAKEUP_LIMITS.RESPONSE_MAX_LENGTH}
        rows={3}
      />
    </FormModal>
  );
}
