import { buildOnedayPreferredTime, feedbackMessage, ZOnedayApplication } from '@academy/contracts';
import { useState } from 'react';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useLanguage, useT } from '@/i18n/use-language';
import { useApplyOneday } from '../api/apply-oneday';
import { applyErrorMessage } from '../application-error';
import { useLiveForm } from '../hooks/use-live-form';
import { onedaySlots } from '../oneday-selection';
import type { TOnedaySelections } from '../oneday-selection';
import { ApplicantFields } from './ApplicantFields';
import styles from './ApplicationPage.module.css';
import { ApplicationForm } from './ApplicationForm';
import { MessageField } from './MessageField';
import { OnedayScheduler } from './OnedayScheduler';

/** SPEC §3/§5 one-day class application; gender is asked but never sent. */
export function OnedayForm() {
  const t = useT();
  const copy = t.applications;
  const { language } = useLanguage();
  const [selections, setSelections] = useState<TOnedaySelections>({});
  const [activeDate, setActiveDate] = useState<string | null>(null);
  const form = useLiveForm({
    initial: { name: '', birthDate: '', gender: '', phoneNumber: '', email: '', message: '' },
    schema: ZOnedayApplication,
    toInput: ({ gender: _notSent, ...values }) => ({
      ...values,
      preferredTime: buildOnedayPreferredTime(onedaySlots(selections)),
    }),
    liveFields: ['birthDate'],
  });
  const apply = useApplyOneday();
  const submit = useFormSubmit({
    check: form.check,
    send: (body) => apply.mutateAsync(body),
    sentMessage: () => feedbackMessage('onedayApplied', language),
    onSent: () => {
      form.reset();
      setSelections({});
      setActiveDate(null);
    },
    failMessage: (error) => applyErrorMessage(error, 'onedayApplyFailed', language),
  });

  return (
    <ApplicationForm
      label={copy.oneday.formLabel}
      submit={submit}
      submitLabel={copy.oneday.submit}
      pendingLabel={copy.oneday.submitting}
      className={styles.form}
    >
      <ApplicantFields form={form} emailRequired={false} genderRequired={false} />

      <section className={styles.section} aria-labelledby="oneday-schedule-title">
        <h2 id="oneday-schedule-title" className={styles.sectionTitle}>
          {copy.oneday.scheduleHeading}
        </h2>
        <p className={styles.advice}>{copy.oneday.scheduleAdvice}</p>
        <OnedayScheduler
          selections={selections}
          onChange={setSelections}
          activeDate={activeDate}
          onActiveDateChange={setActiveDate}
        />
      </section>

      <MessageField form={form} />
    </ApplicationForm>
  );
}
