import {
  CONTACT_CATEGORIES,
  CONTACT_CATEGORY_LABELS,
  feedbackMessage,
  pickText,
} from '@academy/contracts';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import formStyles from '@/components/form/Form.module.css';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { useFormFailure } from '@/components/form/use-form-failure';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { useLanguage, useT } from '@/i18n/use-language';
import { useSubmitContact } from '../api/submit-contact';
import { sendErrorMessage } from '../contact-error';
import styles from './Contact.module.css';
import { FormField } from './FormField';
import { Honeypot } from './Honeypot';
import { useContactForm } from '../hooks/use-contact-form';

/** SPEC §2 /contact: an inquiry protected by a nickname and a password. */
export function ContactForm() {
  const t = useT();
  const copy = t.inquiries.contact;
  const { language } = useLanguage();
  const form = useContactForm();
  const [website, setWebsite] = useState('');
  const missingId = useId();
  const send = useSubmitContact();
  const submit = useSingleFlight();
  const failure = useFormFailure();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    void submit.run(async () => {
      const body = form.check(formElement);
      if (!body) return;
      failure.clear();
      try {
        await send.mutateAsync({ ...body, website });
        toast.success(feedbackMessage('contactSent', language));
        form.reset();
        window.scrollTo({ top: 0, behavior: 'smooth' });
      } catch (error) {
        failure.fail(sendErrorMessage(error, language));
      }
    });
  };

  const marked = (name: Parameters<typeof form.isMissing>[0]) => ({
    invalid: form.isMissing(name),
    describedBy: form.isMissing(name) ? missingId : undefined,
    error: form.errorOf(name),
  });

  return (
    <form
      className={`${formStyles.form} ${styles.card}`}
      aria-label={copy.formLabel}
      onSubmit={onSubmit}
      noValidate
    >
      <p className={formStyles.hint}>{copy.requiredNote}</p>
      {form.missingMessage && (
        <p id={missingId} className={formStyles.alert} role="alert">
          {form.missingMessage}
        </p>
      )}
      <FormAlert message={failure.failure} />
      <div className={styles.fieldGrid}>
        <FormField label={copy.nicknameLabel} hint={copy.nicknameHint} {...marked('nickname')}>
          {(control) => (
            <input
              {...control}
              name="nickname"
              className={formStyles.input}
              autoComplete="nickname"
              required
              value={form.values.nickname}
              onChange={(event) => form.setValue('nickname', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={copy.passwordLabel} hint={copy.passwordHint} {...marked('password')}>
          {(control) => (
            <input
              {...control}
              type="password"
              name="password"
              className={formStyles.input}
              autoComplete="new-password"
              required
              value={form.values.password}
              onChange={(event) => form.setValue('password', event.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField label={copy.categoryLabel} {...marked('category')}>
        {(control) => (
          <select
            {...control}
            name="category"
            className={`${formStyles.input} ${styles.select}`}
            required
            value={form.values.category}
            onChange={(event) => form.setValue('category', event.target.value)}
          >
            <option value="">{copy.categoryPlaceholder}</option>
            {CONTACT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {pickText(CONTACT_CATEGORY_LABELS[category], language)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={copy.subjectLabel} {...marked('subject')}>
        {(control) => (
          <input
            {...control}
            name="subject"
            className={formStyles.input}
            autoComplete="off"
            required
            value={form.values.subject}
            onChange={(event) => form.setValue('subject', event.target.value)}
          />
        )}
      </FormField>
      <FormField label={copy.messageLabel} hint={copy.messageHint} {...marked('message')}>
        {(control) => (
          <textarea
            {...control}
            name="message"
            className={`${formStyles.input} ${styles.textarea}`}
            required
            value={form.values.message}
            onChange={(event) => form.setValue('message', event.target.value)}
          />
        )}
      </FormField>
      <Honeypot label={copy.honeypotLabel} value={website} onChange={setWebsite} />
      <SubmitButton pending={submit.pending} label={copy.submit} pendingLabel={copy.submitting} />
    </form>
  );
}
