import {
  INQUIRY_CATEGORIES,
  INQUIRY_CATEGORY_LABELS,
  feedbackMessage,
  pickText,
  validationMessage,
  ZInquirySubmitRequest,
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
import { useForm } from '@/components/form/use-form';
import { useLanguage, useT } from '@/i18n/use-language';
import { useSubmitInquiry } from '../api/submit-inquiry';
import { errorMessageOf } from '@/lib/api-error';
import { AnswerNoticeFields } from './AnswerNoticeFields';
import styles from './Inquiry.module.css';

const EMPTY = { nickname: '', password: '', subject: '', category: '', message: '' };
type TContactField = keyof typeof EMPTY;
const INITIAL = { ...EMPTY, phoneNumber: '', notifyWhenAnswered: false };

/**
 * The phone goes only with the wish to hear of the answer (docs/decisions/0035); without it the
 * body is the specification's.
 */
function inquiryInput({ phoneNumber, notifyWhenAnswered, ...required }: typeof INITIAL) {
  return notifyWhenAnswered ? { ...required, phoneNumber, notifyWhenAnswered } : required;
}

/** What the page's confirmation of a sent inquiry needs (docs/decisions/0061). */
export type TSentInquiry = {
  contactId: number;
  reference: string;
  nickname: string;
  subject: string;
  category: string;
  phoneNumber: string | null;
};

/** The inquiry's form state: sent once complete, cleared once sent. */
function useInquiryForm(onConfirmed: (sent: TSentInquiry) => void) {
  const { language } = useLanguage();
  const submitInquiry = useSubmitInquiry();
  return useForm({
    initial: INITIAL,
    schema: ZInquirySubmitRequest,
    toInput: inquiryInput,
    errorDisplay: 'submit',
    honeypot: true,
    send: async (body) => ({ body, receipt: await submitInquiry.mutateAsync(body) }),
    onSent: ({ body, receipt }) => {
      if (receipt.contactId === null || receipt.reference === null) return;
      onConfirmed({
        contactId: receipt.contactId,
        reference: receipt.reference,
        nickname: body.nickname,
        subject: body.subject,
        category: pickText(INQUIRY_CATEGORY_LABELS[body.category], language),
        phoneNumber: body.phoneNumber ?? null,
      });
    },
    sentMessage: () => feedbackMessage('inquirySent', language),
    resetOnSent: true,
    // docs/product/errors.md contact send error: a refusal the visitor can act on keeps the server's words.
    failMessage: (error) =>
      errorMessageOf(error, feedbackMessage('inquirySendFailed', language), { refusalsOnly: true }),
  });
}

/**
 * docs/product/screens-and-routes.md /contact: an inquiry protected by a nickname and a password.
 * Every missing field carries the same "fill in all required fields" message (docs/product/validation.md),
 * so it is shown once for the form while the fields are only marked; other problems (a short
 * password) show under their field.
 */
export function InquiryForm({ onConfirmed }: { onConfirmed: (sent: TSentInquiry) => void }) {
  const t = useT();
  const copy = t.inquiries.contact;
  const { language } = useLanguage();
  const missingId = useId();
  const form = useInquiryForm(onConfirmed);
  const isMissing = (name: TContactField) => form.errorKeyOf(name) === 'allRequiredFields';
  const anyMissing = (Object.keys(EMPTY) as TContactField[]).some(isMissing);

  const field = (name: TContactField) => ({
    name,
    value: form.values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      form.setValue(name, event.target.value),
    invalid: isMissing(name),
    describedBy: isMissing(name) ? missingId : undefined,
    error: isMissing(name) ? undefined : form.errorOf(name),
    required: true,
  });

  return (
    <form
      className={`${formStyles.form} ${pageStyles.card}`}
      aria-label={copy.formLabel}
      onSubmit={form.onSubmit}
      noValidate
    >
      <p className={formStyles.hint}>{copy.requiredNote}</p>
      {anyMissing && (
        <p id={missingId} className={formStyles.alert} role="alert">
          {validationMessage('allRequiredFields', language)}
        </p>
      )}
      <FormAlert message={form.failure} />
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
        {INQUIRY_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {pickText(INQUIRY_CATEGORY_LABELS[category], language)}
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
      <AnswerNoticeFields
        notify={form.values.notifyWhenAnswered}
        phone={form.values.phoneNumber}
        phoneError={form.errorOf('phoneNumber')}
        onNotifyChange={(notify) => form.setValue('notifyWhenAnswered', notify)}
        onPhoneChange={(phone) => form.setValue('phoneNumber', phone)}
      />
      <Honeypot label={copy.honeypotLabel} {...form.honeypotProps} />
      <SubmitButton pending={form.pending} label={copy.submit} pendingLabel={copy.submitting} />
    </form>
  );
}
