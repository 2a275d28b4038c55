import { buildOnedayPreferredTime, feedbackMessage, ZOnedayApplication } from '@academy/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import formStyles from '@/components/form/Form.module.css';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { useFormFailure } from '@/components/form/use-form-failure';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { useLanguage, useT } from '@/i18n/use-language';
import { useApplyOneday } from '../api/apply-oneday';
import { applyErrorMessage } from '../application-error';
import { useLiveForm } from '../hooks/use-live-form';
import { onedaySlots } from '../oneday-selection';
import type { TOnedaySelections } from '../oneday-selection';
import styles from './ApplicationPage.module.css';
import fieldStyles from './Fields.module.css';
import { Honeypot } from './Honeypot';
import { OnedayScheduler } from './OnedayScheduler';
import { PersonalFields } from './PersonalFields';
import { TextAreaField } from './TextAreaField';

/** SPEC §3/§5 one-day class application; gender is asked but never sent. */
export function OnedayForm() {
  const t = useT();
  const copy = t.applications;
  const { language } = useLanguage();
  const [selections, setSelections] = useState<TOnedaySelections>({});
  const [activeDate, setActiveDate] = useState<string | null>(null);
  const [website, setWebsite] = useState('');
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
        await apply.mutateAsync({ ...body, website });
        toast.success(feedbackMessage('onedayApplied', language));
        form.reset();
        setSelections({});
        setActiveDate(null);
        window.scrollTo({ top: 0, behavior: 'smooth' });
      } catch (error) {
        failure.fail(applyErrorMessage(error, 'onedayApplyFailed', language));
      }
    });
  };

  return (
    <form
      className={`${formStyles.form} ${styles.card} ${styles.form}`}
      aria-label={copy.oneday.formLabel}
      onSubmit={onSubmit}
      noValidate
    >
      <FormAlert message={failure.failure} />
      <section className={styles.section} aria-labelledby="oneday-personal-title">
        <h2 id="oneday-personal-title" className={styles.sectionTitle}>
          {copy.form.personalHeading}
        </h2>
        <PersonalFields form={form} emailRequired={false} genderRequired={false} />
      </section>

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

      <TextAreaField
        name="message"
        label={copy.form.messageLabel}
        hint={copy.form.messageHint}
        value={form.values.message}
        error={form.errorOf('message')}
        onChange={(event) => form.setValue('message', event.target.value)}
        onBlur={() => form.touch('message')}
      />
      <Honeypot label={copy.form.honeypotLabel} value={website} onChange={setWebsite} />
      <p className={fieldStyles.hint}>{copy.form.privacyNote}</p>
      <SubmitButton
        pending={submit.pending}
        label={copy.oneday.submit}
        pendingLabel={copy.oneday.submitting}
      />
    </form>
  );
}
