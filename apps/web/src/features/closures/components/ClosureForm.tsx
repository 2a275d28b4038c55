import {
  pickText,
  ZClosureCreate,
  CLOSURE_MESSAGES,
  CLOSURE_REASON_MAX_LENGTH,
} from '@academy/contracts';
import { staffToast } from '@/components/staff-area/staff-toast';
import { SubmitForm } from '@/components/form/SubmitForm';
import { textBinding } from '@/components/form/text-binding';
import { TextField } from '@/components/form/TextField';
import { useForm } from '@/components/form/use-form';
import { useLanguage, useT } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useDeclareClosure } from '../api/closures';

const EMPTY_CLOSURE = { date: '', reason: '', reasonEn: '' };

type TClosureFormProps = { today: string; headingId: string };

/** Declares a closed day (docs/product/validation.md): a day from today and both reasons. */
export function ClosureForm({ today, headingId }: TClosureFormProps) {
  const copy = useT().staffCalendar.closures;
  const { language } = useLanguage();
  const declare = useDeclareClosure();
  const form = useForm({
    initial: EMPTY_CLOSURE,
    schema: ZClosureCreate,
    errorDisplay: 'submit',
    send: (body) => declare.mutateAsync(body),
    sentMessage: () => pickText(CLOSURE_MESSAGES.closureCreated, language),
    onSent: (): void => form.reset(),
    failMessage: (error) => errorMessageOf(error, copy.createFailed),
    announceSent: staffToast.success,
    announceFailure: staffToast.error,
  });

  return (
    <SubmitForm
      form={form}
      submitLabel={copy.submit}
      pendingLabel={copy.submitting}
      labelledBy={headingId}
    >
      <TextField
        type="date"
        label={copy.date}
        {...textBinding(form, 'date')}
        min={today}
        required
      />
      <TextField
        label={copy.reason}
        {...textBinding(form, 'reason')}
        maxLength={CLOSURE_REASON_MAX_LENGTH}
        required
      />
      <TextField
        label={copy.reasonEn}
        {...textBinding(form, 'reasonEn')}
        maxLength={CLOSURE_REASON_MAX_LENGTH}
        required
      />
    </SubmitForm>
  );
}
