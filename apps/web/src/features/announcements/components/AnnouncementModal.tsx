import {
  staffMessage,
  TEXT_LIMITS,
  validationMessage,
  ZAnnouncementRequest,
} from '@academy/contracts';
import type { TAnnouncementRequest } from '@academy/contracts';
import { useId, useRef } from 'react';
import { TextAreaField } from '@/components/form/TextAreaField';
import { TextField } from '@/components/form/TextField';
import { useForm } from '@/components/form/use-form';
import type { TDictionary } from '@/i18n/types';
import { useLanguage, useT } from '@/i18n/use-language';
import { validateForm } from '@/lib/validate-form';
import { useSendAnnouncement } from '../api/send-announcement';
import { errorMessageOf } from '@/lib/api-error';
import { FormModal } from '@/components/staff-area/FormModal';
import styles from '@/components/staff-area/Dashboard.module.css';

type TAnnouncementValues = Record<keyof TAnnouncementRequest, string>;

const EMPTY: TAnnouncementValues = { title: '', message: '', titleEn: '', messageEn: '' };

type TAnnouncementCopy = TDictionary['staffDashboard']['announcement'];

type TLanguageGroup = {
  legend: 'koreanGroup' | 'englishGroup';
  /** English fields are marked so that they are read out in English. */
  lang?: 'en';
  title: { name: 'title' | 'titleEn'; label: keyof TAnnouncementCopy };
  message: { name: 'message' | 'messageEn'; label: keyof TAnnouncementCopy };
};

/** docs/product/validation.md: every announcement carries a Korean and an English version. */
const LANGUAGE_GROUPS: readonly TLanguageGroup[] = [
  {
    legend: 'koreanGroup',
    title: { name: 'title', label: 'titleKo' },
    message: { name: 'message', label: 'messageKo' },
  },
  {
    legend: 'englishGroup',
    lang: 'en',
    title: { name: 'titleEn', label: 'titleEn' },
    message: { name: 'messageEn', label: 'messageEn' },
  },
];

type TAnnouncementModalProps = { open: boolean; onClose: () => void };

/**
 * Broadcast to every active member (docs/product/validation.md): Korean and English title and content are all
 * required. The draft survives closing and a failed send; a successful send clears it.
 */
export function AnnouncementModal({ open, onClose }: TAnnouncementModalProps) {
  const t = useT();
  const copy = t.staffDashboard.announcement;
  const { language } = useLanguage();
  const requirementId = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const send = useSendAnnouncement();
  const form = useForm({
    initial: EMPTY,
    schema: ZAnnouncementRequest,
    errorDisplay: 'submit',
    send: (body) => send.mutateAsync(body),
    onSent: (sentCount) => {
      window.alert(staffMessage('announcementSent', language, { count: sentCount }));
      form.reset();
      onClose();
    },
    failMessage: (error) => errorMessageOf(error, staffMessage('announcementSendFailed', language)),
    announceFailure: (message) => window.alert(message),
  });

  // Sending stays blocked until every field is right; the first problem is said below the form.
  const validation = validateForm(ZAnnouncementRequest, form.values);
  const firstErrorKey = validation.success ? null : Object.values(validation.errors)[0];
  const requirement = firstErrorKey ? validationMessage(firstErrorKey, language) : null;

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={copy.title}
      description={copy.description}
      size="lg"
      initialFocusRef={titleRef}
      formClassName={styles.form}
      // No alert above the fields: the first problem is said below them, a failure in a window alert.
      form={{ onSubmit: form.onSubmit, pending: form.pending }}
      buttons={{ cancel: copy.cancel, submit: copy.send, submitting: copy.sending }}
      submit={{
        blocked: !validation.success,
        describedBy: requirementId,
      }}
    >
      <p className={styles.note}>{copy.permanentNote}</p>
      {LANGUAGE_GROUPS.map((group, index) => (
        <fieldset key={group.legend} className={styles.languageGroup}>
          <legend>{copy[group.legend]}</legend>
          <TextField
            // Only the first title takes the focus when the modal opens.
            ref={index === 0 ? titleRef : undefined}
            label={copy[group.title.label]}
            {...form.field(group.title.name)}
            maxLength={TEXT_LIMITS.TITLE}
            required
            lang={group.lang}
          />
          <TextAreaField
            label={copy[group.message.label]}
            {...form.field(group.message.name)}
            maxLength={TEXT_LIMITS.MESSAGE}
            required
            lang={group.lang}
          />
        </fieldset>
      ))}
      <p id={requirementId} className={styles.requirement} aria-live="polite">
        {requirement}
      </p>
    </FormModal>
  );
}
