import { DELETION_REQUEST_LIMITS, ZDeletionRequestDecline } from '@academy/contracts';
import type { TDeletionRequest } from '@academy/contracts';
import { z } from 'zod';
import { TextAreaField } from '@/components/form/TextAreaField';
import { FormModal } from '@/components/staff-area/FormModal';
import { useDialogForm } from '@/components/staff-area/use-dialog-form';
import { format } from '@/i18n/format';
import { usePrivacyCopy } from '@/i18n/sections/privacy';
import { useDecideDeletionRequest } from '../api/decide-deletion-request';

const ZNoReason = z.object({ reason: z.string() });

/**
 * Staff complete a deletion request (the member leaves today) or decline it with a reason the
 * requester is told (docs/product/privacy.md).
 */
export function DecideDeletionDialog({
  request,
  action,
  onClose,
}: {
  request: TDeletionRequest;
  action: 'complete' | 'decline';
  onClose: () => void;
}) {
  const copy = usePrivacyCopy().staff;
  const decide = useDecideDeletionRequest();
  const form = useDialogForm({
    initial: { reason: '' },
    schema: action === 'decline' ? ZDeletionRequestDecline : ZNoReason,
    toInput: ({ reason }) => ({ reason }),
    send: ({ reason }) =>
      decide.mutateAsync(
        action === 'complete'
          ? { id: request.id, action }
          : { id: request.id, action, reason: reason.trim() },
      ),
    onClose,
    failText: copy.decideFailed,
  });
  const names = { name: request.name };
  return (
    <FormModal
      onClose={onClose}
      title={format(action === 'complete' ? copy.completeTitle : copy.declineTitle, names)}
      description={action === 'complete' ? copy.completeDescription : copy.declineDescription}
      form={form}
      buttons={{ ...copy, submit: action === 'complete' ? copy.complete : copy.decline }}
      submit={{ danger: action === 'complete' }}
    >
      {action === 'decline' && (
        <TextAreaField
          {...form.field('reason')}
          label={copy.reason}
          maxLength={DELETION_REQUEST_LIMITS.REASON}
          rows={3}
        />
      )}
    </FormModal>
  );
}
