import { TEXT_LIMITS } from '@academy/contracts';
import { useId, useRef } from 'react';
import { TextAreaField } from '@/components/form/TextAreaField';
import { TextField } from '@/components/form/TextField';
import type { TDictionary } from '@/i18n/types';
import { useT } from '@/i18n/use-language';
import { FormModal } from '@/components/staff-area/FormModal';
import styles from '@/components/staff-area/Dashboard.module.css';
import { AnnouncementConfirmDialog } from './AnnouncementConfirmDialog';
import { AudienceFields } from './AudienceFields';
import { useAnnouncementForm } from './use-announcement-form';

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
 * An announcement to every active member or one group of them (docs/decisions/0051): Korean and
 * English title and content are all required, and the group with its count is confirmed in the
 * app before sending. The draft survives closing and a failed send; a successful send clears it.
 */
export function AnnouncementModal({ open, onClose }: TAnnouncementModalProps) {
  const copy = useT().staffDashboard.announcement;
  const requirementId = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const { form, setAudience, confirmation, alert, requirement } = useAnnouncementForm(onClose);

  return (
    <>
      <FormModal
        open={open}
        onClose={onClose}
        title={copy.title}
        description={copy.description}
        size="lg"
        initialFocusRef={titleRef}
        formClassName={styles.form}
        form={{ onSubmit: form.onSubmit, pending: form.pending, alert }}
        buttons={{ cancel: copy.cancel, submit: copy.send, submitting: copy.sending }}
        submit={{ blocked: requirement !== null, describedBy: requirementId }}
      >
        <p className={styles.note}>{copy.permanentNote}</p>
        <AudienceFields values={form.values} onChange={setAudience} />
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
      <AnnouncementConfirmDialog
        question={confirmation.question}
        onAnswer={(yes) => {
          confirmation.answer(yes);
          // The send button the confirmation opened from is disabled until the answer settles, so
          // focus goes back to the draft instead (a keyboard user is not left on the page).
          requestAnimationFrame(() => titleRef.current?.focus());
        }}
      />
    </>
  );
}
