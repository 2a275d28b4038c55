import {
  CONTACT_CATEGORIES,
  CONTACT_CATEGORY_LABELS,
  feedbackMessage,
  pickText,
} from '@academy/contracts';
import { useId } from 'react';
import type { ChangeEvent } from 'react';
import formStyles from '@/components/form/Form.module.css';
import { FormAlert } from '@/components/form/FormAlert';
import pageStyles from '@/components/form/FormPage.module.css';
import { Honeypot } from '@/components/form/Honeypot';
import { SelectField } from '@/components/form/SelectField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextAreaField } from '@/components/form/TextAreaField';
import { TextField } from '@/components/form/TextField';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useLanguage, useT } from '@/i18n/use-language';
import { useSubmitContact } from '../api/submit-contact';
import { sendErrorMessage } from '../contact-error';
import styles from './Contact.module.css';
import { useContactForm } from '../hooks/use-contact-form';

/** docs/product/screens-and-routes.md /contact: an inquiry protected by a nickname and a password. */
export function ContactForm() {
  const t = useT();
  const copy = t.inquiries.contact;
  const { language } = useLanguage();
  const form = useContactForm();
  const missingId = useId();
  const submitContact = useSubmitContact();
  const submit = useFormSubmit({
    check: form.check,
    send: (body) => submitContact.mutateAsync(body),
    sentMessage: () => feedbackMessage('contactSent', language),
    onSent: form.reset,
    failMessage: (error) => sendErrorMessage(error, language),
  });

  const field = (name: Parameters<typeof form.isMissing>[0]) => ({
    name,
    value: form.values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      form.setValue(name, event.target.value),
    invalid: form.isMissing(name),
    describedBy: form.isMissing(name) ? missingId : undefined,
    error: form.errorOf(name),
    required: true,
  });

  return (
    <form
      className={`${formStyles.form} ${pageStyles.card}`}
      aria-label={copy.formLabel}
      onSubmit={submit.onSubmit}
      noValidate
    >
      <p className={formStyles.hint}>{copy.requiredNote}</p>
      {form.missingMessage && (
        <p id={missingId} className={formStyles.alert} role="alert">
          {form.missingMessage}
        </p>
      )}
      <FormAlert message={submit.failure} />
      <div className={pageStyles.fieldGrid}>
        <TextField
          {...field('nickname')}
          label={copy.nicknameLabel}
          hint={copy.nicknameHint}
          autoComplete="nickname"
        />
        <TextField
          {...field('password')}
          type="password"
          label={copy.passwordLabel}
          hint={copy.passwordHint}
          autoComplete="new-password"
        />
      </div>
      <SelectField {...field('category')} label={copy.categoryLabel}>
        <option value="">{copy.categoryPlaceholder}</option>
        {CONTACT_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {pickText(CONTACT_CATEGORY_LABELS[category], language)}
          </option>
        ))}
      </SelectField>
      <TextField {...field('subject')} label={copy.subjectLabel} autoComplete="off" />
      <TextAreaField
        {...field('message')}
        label={copy.messageLabel}
        hint={copy.messageHint}
        className={styles.textarea}
      />
      <Honeypot label={copy.honeypotLabel} {...submit.honeypot} />
      <SubmitButton pending={submit.pending} label={copy.submit} pendingLabel={copy.submitting} />
    </form>
  );
}
