import { MAKEUP_LIMITS, ZMakeupDecision } from '@academy/contracts';
import type { TMakeupLesson } from '@academy/contracts';
import { TextAreaField } from '@/components/form/TextAreaField';
import { useDialogForm } from '@/components/staff-area/use-dialog-form';
import { FormModal } from '@/components/staff-area/FormModal';
import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';
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
  const form = useDialogForm({
    initial: { response: '' },
    schema: ZMakeupDecision,
    toInput: ({ response }) => ({ action, response }),
    send: (body) => decide.mutateAsync({ id: makeup.id, body }),
    onClose,
    failText: copy.decideFailed,
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
      buttons={{ ...copy, submit: action === 'approve' ? copy.approve : copy.reject }}
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
