import { feedbackMessage, ZInquiryCheckRequest } from '@academy/contracts';
import type { TInquiryDetail, TInquiryPublicCard } from '@academy/contracts';
import type { RefObject } from 'react';
import formStyles from '@/components/form/Form.module.css';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { useForm } from '@/components/form/use-form';
import { useLanguage, useT } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useCheckInquiry } from '../api/check-inquiry';
import styles from './Inquiries.module.css';

type TPasswordStepProps = {
  card: TInquiryPublicCard;
  inputRef: RefObject<HTMLInputElement | null>;
  onOpened: (detail: TInquiryDetail) => void;
  onCancel: () => void;
};

/** Asks for the inquiry's password; a wrong or locked answer stays here with the server's words. */
export function PasswordStep({ card, inputRef, onOpened, onCancel }: TPasswordStepProps) {
  const t = useT();
  const copy = t.inquiries.check;
  const { language } = useLanguage();
  const check = useCheckInquiry();
  const form = useForm({
    initial: { password: '' },
    schema: ZInquiryCheckRequest,
    toInput: ({ password }) => ({ contactId: card.contactId, password }),
    errorDisplay: 'submit',
    send: (body) => check.mutateAsync(body),
    onSent: onOpened,
    // Wrong password (401), locked (423), unknown (404), too many tries (429): the server says.
    failMessage: (error) => errorMessageOf(error, feedbackMessage('inquiryLookupFailed', language)),
    // The alert above the field says it all (docs/product/errors.md inquiry lookup).
    announceFailure: () => undefined,
    onFailed: () => {
      form.setValue('password', '');
      inputRef.current?.focus();
    },
  });

  return (
    <form className={formStyles.form} onSubmit={form.onSubmit} noValidate>
      <FormAlert message={form.failure} />
      <TextField
        ref={inputRef}
        {...form.field('password')}
        type="password"
        label={copy.passwordLabel}
        autoComplete="current-password"
        required
      />
      <div className={styles.actions}>
        <button type="button" className={formStyles.secondary} onClick={onCancel}>
          {copy.cancel}
        </button>
        <SubmitButton pending={form.pending} label={copy.confirm} pendingLabel={copy.confirming} />
      </div>
    </form>
  );
}
