import { ZTextMessageTestSend } from '@academy/contracts';
import type { TTextMessageTemplateRow } from '@academy/contracts';
import { PhoneField } from '@/components/staff-area/ContactFields';
import { FormModal } from '@/components/staff-area/FormModal';
import { useDialogForm } from '@/components/staff-area/use-dialog-form';
import { format } from '@/i18n/format';
import { useStaffTextMessagesCopy } from '@/i18n/sections/staff-text-messages';
import { useSendTestTextMessage } from '../api/send-test-text-message';

/**
 * Sends one template, filled with the variables' examples, to a mobile number: the admin's own
 * when their account has one (docs/product/text-messages.md). The server limits and audits it.
 */
export function TestSendDialog({
  template,
  ownPhone,
  onClose,
}: {
  template: TTextMessageTemplateRow;
  ownPhone: string | null;
  onClose: () => void;
}) {
  const copy = useStaffTextMessagesCopy().test;
  const send = useSendTestTextMessage();
  const form = useDialogForm({
    initial: { phone: ownPhone ?? '' },
    schema: ZTextMessageTestSend,
    send: (body) => send.mutateAsync({ code: template.code, phone: body.phone }),
    onClose,
    failText: copy.failed,
  });

  return (
    <FormModal
      onClose={onClose}
      title={format(copy.title, { code: template.code })}
      description={copy.description}
      form={form}
      buttons={copy}
    >
      <PhoneField
        name="phone"
        digits={form.values.phone}
        onDigits={(digits) => form.setValue('phone', digits)}
        error={form.errorOf('phone')}
        label={copy.phone}
        hint={copy.phoneHint}
        required
      />
    </FormModal>
  );
}
