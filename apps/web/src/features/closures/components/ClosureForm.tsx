import {
  pickText,
  ZClosureCreate,
  CLOSURE_MESSAGES,
  CLOSURE_REASON_MAX_LENGTH,
} from '@academy/contracts';
import { staffToast } from '@/components/staff-area/staff-toast';
import { SubmitForm } from '@/components/form/SubmitForm';
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
  const { values, setValue, errorOf } = form;

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
        value={values.date}
        min={today}
        required
        error={errorOf('date')}
        onChange={(event) => setValue('date', event.target.value)}
      />
      <TextField
        label={copy.reason}
        value={values.reason}
        maxLength={CLOSURE_REASON_MAX_LENGTH}
        required
        error={errorOf('reason')}
        onChange={(event) => setValue('reason', event.target.value)}
      />
      <TextField
        label={copy.reasonEn}
        value={values.reasonEn}
        maxLength={CLOSURE_REASON_MAX_LENGTH}
        required
        error={errorOf('reasonEn')}
        onChange={(event) => setValue('reasonEn', event.target.value)}
      />
    </SubmitForm>
  );
}
