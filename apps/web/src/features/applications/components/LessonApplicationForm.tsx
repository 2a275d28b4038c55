import {
  buildLessonPreferredTime,
  describeLessonPreferredTime,
  LESSON_TYPE_LABELS,
  pickText,
  ZLessonApplication,
} from '@academy/contracts';
import type { TApplicationLessonType, TLanguage, TLessonTimeSelections } from '@academy/contracts';
import type { z } from 'zod';
import type { TDictionary } from '@/i18n/types';
import { useState } from 'react';
import formStyles from '@/components/form/Form.module.css';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { applicantFacts } from '@/components/application-form/application-confirmation';
import type { TFormConfirmation } from '@/components/form/FormConfirmation';
import { useApplyLesson } from '../api/apply-lesson';
import { useLessonFreeHours } from '../hooks/use-lesson-free-hours';
import styles from '@/components/application-form/ApplicationPage.module.css';
import { ApplicationForm } from '@/components/application-form/ApplicationForm';
import { ApplicantSections } from '@/components/application-form/FamilyFields';
import {
  validateApplication,
  withFamily,
  withoutDefaultApplicant,
} from '@/components/application-form/family-values';
import { useApplicationForm } from '@/components/application-form/use-application-form';
import { ForeignerField, useForeignerChoice } from './ForeignerField';
import { LessonTimePicker } from './LessonTimePicker';
import { LessonTypeField } from './LessonTypeField';
import { MessageField } from '@/components/application-form/MessageField';

/** The confirmation of a sent lesson application (docs/decisions/0061). */
function lessonConfirmation(
  body: z.output<typeof ZLessonApplication>,
  chosen: TLessonTimeSelections,
  reference: string,
  copy: TDictionary['applications']['confirmation'],
  language: TLanguage,
): TFormConfirmation {
  return {
    heading: copy.lessonHeading,
    reference,
    facts: [
      ...applicantFacts(body, copy),
      {
        label: copy.lessonTypeLabel,
        value: pickText(LESSON_TYPE_LABELS[body.lessonType], language),
      },
      { label: copy.preferredTimeLabel, value: describeLessonPreferredTime(chosen, language) },
    ],
    next: [copy.callNext],
  };
}

type TLessonApplicationFormProps = {
  initialLessonType: TApplicationLessonType | null;
  /** Once the application went through: what the page's confirmation shows. */
  onConfirmed: (confirmation: TFormConfirmation) => void;
};

/** docs/product/entities.md, docs/product/validation.md regular lesson application. */
export function LessonApplicationForm({
  initialLessonType,
  onConfirmed,
}: TLessonApplicationFormProps) {
  const t = useT();
  const copy = t.applications;
  const { language } = useLanguage();
  const [selections, setSelections] = useState<TLessonTimeSelections>({});
  const foreigner = useForeignerChoice();
  const lessonHours = useLessonFreeHours();
  const chosen = lessonHours.keepFree(selections);
  const apply = useApplyLesson();
  const { form, fields } = useApplicationForm({
    own: { lessonType: initialLessonType ?? '' },
    schema: ZLessonApplication,
    validate: (values) =>
      validateApplication(
        ZLessonApplication,
        {
          ...withFamily(values),
          preferredTime: buildLessonPreferredTime(chosen),
          isForeigner: foreigner.checked,
        },
        true,
      ),
    send: async (body) => ({
      body,
      chosen,
      receipt: await apply.mutateAsync(withoutDefaultApplicant(body)),
    }),
    onSent: ({ body, chosen: sent, receipt }) => {
      setSelections({});
      foreigner.reset();
      if (receipt.reference === null) return;
      onConfirmed(lessonConfirmation(body, sent, receipt.reference, copy.confirmation, language));
    },
    sentKey: 'lessonApplied',
    failKey: 'lessonApplyFailed',
  });

  return (
    <ApplicationForm
      label={copy.lesson.formLabel}
      submit={form}
      submitLabel={copy.lesson.submit}
      pendingLabel={copy.lesson.submitting}
    >
      <ApplicantSections form={fields} emailRequired genderRequired />

      <LessonTypeField
        value={fields.values.lessonType}
        error={fields.errorOf('lessonType')}
        onChange={(type) => fields.setValue('lessonType', type)}
        onBlur={() => fields.touch('lessonType')}
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
        <ForeignerField checked={foreigner.checked} onChange={foreigner.choose} />
        <MessageField form={fields} />
      </div>
    </ApplicationForm>
  );
}
