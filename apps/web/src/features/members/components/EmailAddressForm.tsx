import { createEmailChangeSchema, feedbackMessage } from '@academy/contracts';
import type { FormEvent } from 'react';
import { TextField } from '@/components/form/TextField';
import { useForm } from '@/components/form/use-form';
import { useLanguage, useT } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useRequestEmailChange } from '../api/request-email-change';
import { InlineActions, inlineFieldProps } from './InlineEmailEdit';
import styles from '@/components/member-area/Member.module.css';

type TEmailAddressFormProps = {
  email: string | null;
  onCodeSent: (email: string) => void;
  onCancel: () => void;
};

/**
 * The first step of the inline email edit: required, well-formed and different from the current
 * address. The very same text just closes the editor; a variant of it (case, spaces) says it is
 * the same. A refusal shows on the field, like a wrong value, until the field is edited.
 */
export function EmailAddressForm({ email, onCodeSent, onCancel }: TEmailAddressFormProps) {
  const copy = useT().member.dashboard;
  const { language } = useLanguage();
  const requestChange = useRequestEmailChange();
  const form = useForm({
    initial: { email: email ?? '' },
    schema: createEmailChangeSchema(email),
    errorDisplay: 'submit',
    send: async (body) => {
      await requestChange.mutateAsync(body);
      return body.email;
    },
    sentMessage: () => feedbackMessage('emailChangeCodeSent', language),
    onSent: onCodeSent,
    failMessage: (error) =>
      errorMessageOf(error, feedbackMessage('verificationCodeSendFailed', language)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!form.pending && email !== null && form.values.email === email) {
      event.preventDefault();
      onCancel();
      return;
    }
    form.onSubmit(event);
  };

  return (
    <form className={styles.emailForm} onSubmit={onSubmit} noValidate>
      <TextField
        {...inlineFieldProps(form.field('email'), form, onCancel)}
        label={copy.newEmailLabel}
        type="email"
        autoComplete="email"
      />
      <InlineActions
        pending={form.pending}
        label={copy.sendEmailCode}
        pendingLabel={copy.sendingEmailCode}
        onCancel={onCancel}
      />
    </form>
  );
}
