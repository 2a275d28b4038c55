import { MAKEUP_LIMITS, ZMakeupCreditAdjustment } from '@academy/contracts';
import type { TMakeupCredit } from '@academy/contracts';
import { TextField } from '@/components/form/TextField';
import { useDialogForm } from '@/components/staff-area/use-dialog-form';
import { FormModal } from '@/components/staff-area/FormModal';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useAdjustCredits } from '../api/makeups';
import { creditSourceText } from './makeup-text';

/**
 * Grants a member a credit, or voids one of their open credits, with the reason staff give
 * (docs/product/makeups.md). The API refuses a grant above the cap.
 */
export function CreditDialog({
  member,
  credit,
  onClose,
}: {
  member: { id: number; name: string };
  /** The credit to void; none to grant one. */
  credit?: TMakeupCredit;
  onClose: () => void;
}) {
  const copy = useT().makeups.staff;
  const { language } = useLanguage();
  const adjust = useAdjustCredits();
  const form = useDialogForm({
    initial: { reason: '' },
    schema: ZMakeupCreditAdjustment,
    toInput: ({ reason }) =>
      credit
        ? { memberId: member.id, action: 'void', reason, creditId: credit.id }
        : { memberId: member.id, action: 'grant', reason },
    send: (body) => adjust.mutateAsync(body),
    onClose,
    failText: copy.failed,
  });

  return (
    <FormModal
      onClose={onClose}
      title={credit ? copy.voidTitle : format(copy.grantTitle, { name: member.name })}
      description={
        credit
          ? format(copy.voidDescription, {
              source: creditSourceText(credit, language),
              until: credit.expiresOn,
            })
          : copy.grantDescription
      }
      form={form}
      buttons={{
        cancel: copy.cancel,
        submit: credit ? copy.submitVoid : copy.submitGrant,
        submitting: copy.submitting,
      }}
      submit={{ danger: Boolean(credit) }}
    >
      <TextField
        {...form.field('reason')}
        label={copy.reason}
        maxLength={MAKEUP_LIMITS.REASON_MAX_LENGTH}
        required
      />
    </FormModal>
  );
}
