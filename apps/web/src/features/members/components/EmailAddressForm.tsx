import {
  createEmailChangeSchema,
  EMAIL_CHANGE_MESSAGES,
  feedbackMessage,
  pickText,
} from '@academy/contracts';
import type { TEmailChangeResult } from '@academy/contracts';
import type { FormEvent } from 'react';
import { TextField } from '@/components/form/TextField';
import { useForm } from '@/components/form/use-form';
import { useLanguage, useT } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useUpdateEmail } from '../api/update-email';
import { InlineActions, inlineFieldProps } from './InlineEmailEdit';
import styles from '@/components/member-area/Member.module.css';

type TEmailAddressFormProps = {
  email: string | null;
  onSent: (result: TEmailChangeResult) => void;
  onCancel: () => void;
};

/**
 * The inline email edit: required, well-formed and different from the current address; sending
 * it mails a confirm link to the new address. The very same text just closes the editor; a
 * variant of it (case, spaces) says it is the same. A refusal shows on the field, like a wrong
 * value, until the field is edited.
 */
export function EmailAddressForm({ email, onSent, onCancel }: TEmailAddressFormProps) {
  const copy = useT().member.dashboard;
  const { language } = useLanguage();
  const update = useUpdateEmail();
  const form = useForm({
    initial: { email: email ?? '' },
    schema: createEmailChangeSchema(email),
    errorDisplay: 'submit',
    send: (body) => update.mutateAsync(body),
    sentMessage: () => pickText(EMAIL_CHANGE_MESSAGES.linkSent, language),
    onSent,
    failMessage: (error) => errorMessageOf(error, feedbackMessage('emailUpdateFailed', language)),
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
        label={copy.sendEmailLink}
        pendingLabel={copy.sendingEmailLink}
        onCancel={onCancel}
      />
    </form>
  );
}
