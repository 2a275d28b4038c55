import { buildLessonPreferredTime, ZLessonApplication } from '@academy/contracts';
import type { TApplicationLessonType, TLessonTimeSelections } from '@academy/contracts';
import { useState } from 'react';
import formStyles from '@/components/form/Form.module.css';
import { useForm } from '@/components/form/use-form';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useApplyLesson } from '../api/apply-lesson';
import { useLessonFreeHours } from '../hooks/use-lesson-free-hours';
import { ApplicantFields } from '@/components/application-form/ApplicantFields';
import styles from '@/components/application-form/ApplicationPage.module.css';
import { ApplicationForm } from '@/components/application-form/ApplicationForm';
import {
  applicationSettings,
  EMPTY_APPLICANT,
} from '@/components/application-form/application-settings';
import { ForeignerField } from './ForeignerField';
import { LessonTimePicker } from './LessonTimePicker';
import { LessonTypeField } from './LessonTypeField';
import { MessageField } from '@/components/application-form/MessageField';

type TLessonApplicationFormProps = { initialLessonType: TApplicationLessonType | null };

/** docs/product/entities.md, docs/product/validation.md regular lesson application. */
export function LessonApplicationForm({ initialLessonType }: TLessonApplicationFormProps) {
  const t = useT();
  const copy = t.applications;
  const { language } = useLanguage();
  const [selections, setSelections] = useState<TLessonTimeSelections>({});
  const [isForeigner, setIsForeigner] = useState(false);
  const lessonHours = useLessonFreeHours();
  const chosen = lessonHours.keepFree(selections);
  const apply = useApplyLesson();
  const form = useForm({
    initial: { ...EMPTY_APPLICANT, lessonType: initialLessonType ?? '', message: '' },
    schema: ZLessonApplication,
    toInput: (values) => ({
      ...values,
      preferredTime: buildLessonPreferredTime(chosen),
      isForeigner,
    }),
    send: (body) => apply.mutateAsync(body),
    onSent: () => {
      setSelections({});
      setIsForeigner(false);
    },
    ...applicationSettings('lessonApplied', 'lessonApplyFailed', language),
  });

  return (
    <ApplicationForm
      label={copy.lesson.formLabel}
      submit={form}
      submitLabel={copy.lesson.submit}
      pendingLabel={copy.lesson.submitting}
    >
      <ApplicantFields form={form} emailRequired genderRequired />

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
        <p className={formStyles.hint}>{format(copy.lesson.timeRange, lessonHours.range)}</p>
        <LessonTimePicker
          free={lessonHours.free}
          loading={lessonHours.loading}
          selections={chosen}
          onChange={setSelections}
        />
      </section>

      <div className={styles.section}>
        <ForeignerField checked={isForeigner} onChange={setIsForeigner} />
        <MessageField form={form} />
      </div>
    </ApplicationForm>
  );
}
