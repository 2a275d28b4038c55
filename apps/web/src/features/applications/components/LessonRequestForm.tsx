import { buildLessonPreferredTime, feedbackMessage, ZLessonApplication } from '@academy/contracts';
import type { TApplicationLessonType, TLessonTimeSelections } from '@academy/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import formStyles from '@/components/form/Form.module.css';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { useFormFailure } from '@/components/form/use-form-failure';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useApplyLesson } from '../api/apply-lesson';
import { applyErrorMessage } from '../application-error';
import { useLessonFreeHours } from '../hooks/use-lesson-free-hours';
import { useLiveForm } from '../hooks/use-live-form';
import styles from './ApplicationPage.module.css';
import fieldStyles from './Fields.module.css';
import { ForeignerField } from './ForeignerField';
import { Honeypot } from './Honeypot';
import { LessonTimePicker } from './LessonTimePicker';
import { LessonTypeField } from './LessonTypeField';
import { PersonalFields } from './PersonalFields';
import { TextAreaField } from './TextAreaField';

type TLessonRequestFormProps = { initialLessonType: TApplicationLessonType | null };

/** SPEC §3/§5 regular lesson application. */
export function LessonRequestForm({ initialLessonType }: TLessonRequestFormProps) {
  const t = useT();
  const copy = t.applications;
  const { language } = useLanguage();
  const [selections, setSelections] = useState<TLessonTimeSelections>({});
  const [isForeigner, setIsForeigner] = useState(false);
  const [website, setWebsite] = useState('');
  const lessonHours = useLessonFreeHours();
  const chosen = lessonHours.keepFree(selections);
  const form = useLiveForm({
    initial: {
      name: '',
      birthDate: '',
      gender: '',
      phoneNumber: '',
      email: '',
      lessonType: initialLessonType ?? '',
      message: '',
    },
    schema: ZLessonApplication,
    toInput: (values) => ({
      ...values,
      preferredTime: buildLessonPreferredTime(chosen),
      isForeigner,
    }),
    liveFields: ['birthDate'],
  });
  const apply = useApplyLesson();
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
        toast.success(feedbackMessage('lessonApplied', language));
        form.reset();
        setSelections({});
        setIsForeigner(false);
        window.scrollTo({ top: 0, behavior: 'smooth' });
      } catch (error) {
        failure.fail(applyErrorMessage(error, 'lessonApplyFailed', language));
      }
    });
  };

  return (
    <form
      className={`${formStyles.form} ${styles.card}`}
      aria-label={copy.lesson.formLabel}
      onSubmit={onSubmit}
      noValidate
    >
      <FormAlert message={failure.failure} />
      <section className={styles.section} aria-labelledby="lesson-personal-title">
        <h2 id="lesson-personal-title" className={styles.sectionTitle}>
          {copy.form.personalHeading}
        </h2>
        <PersonalFields form={form} emailRequired genderRequired />
      </section>

      <LessonTypeField
        value={form.values.lessonType}
        error={form.errorOf('lessonType')}
        onChange={(type) => form.setValue('lessonType', type)}
        onBlur={() => form.touch('lessonType')}
      />

      <section className={styles.section} aria-labelledby="lesson-time-title">
        <h2 id="lesson-time-title" className={styles.sectionTitle}>
          {copy.lesson.timeHeading}
        </h2>
        <p className={styles.advice}>{copy.lesson.timeAdvice}</p>
        <p className={fieldStyles.hint}>{format(copy.lesson.timeRange, lessonHours.range)}</p>
        <LessonTimePicker
          free={lessonHours.free}
          loading={lessonHours.loading}
          selections={chosen}
          onChange={setSelections}
        />
      </section>

      <div className={styles.section}>
        <ForeignerField checked={isForeigner} onChange={setIsForeigner} />
        <TextAreaField
          name="message"
          label={copy.form.messageLabel}
          hint={copy.form.messageHint}
          value={form.values.message}
          error={form.errorOf('message')}
          onChange={(event) => form.setValue('message', event.target.value)}
          onBlur={() => form.touch('message')}
        />
      </div>

      <Honeypot label={copy.form.honeypotLabel} value={website} onChange={setWebsite} />
      <p className={fieldStyles.hint}>{copy.form.privacyNote}</p>
      <SubmitButton
        pending={submit.pending}
        label={copy.lesson.submit}
        pendingLabel={copy.lesson.submitting}
      />
    </form>
  );
}
