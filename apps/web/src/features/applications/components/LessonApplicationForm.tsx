import { buildLessonPreferredTime, ZLessonApplication } from '@academy/contracts';
import type { TApplicationLessonType, TLessonTimeSelections } from '@academy/contracts';
import { useState } from 'react';
import formStyles from '@/components/form/Form.module.css';
import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';
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
import { ForeignerField } from './ForeignerField';
import { LessonTimePicker } from './LessonTimePicker';
import { LessonTypeField } from './LessonTypeField';
import { MessageField } from '@/components/application-form/MessageField';

type TLessonApplicationFormProps = { initialLessonType: TApplicationLessonType | null };

/** docs/product/entities.md, docs/product/validation.md regular lesson application. */
export function LessonApplicationForm({ initialLessonType }: TLessonApplicationFormProps) {
  const t = useT();
  const copy = t.applications;
  const [selections, setSelections] = useState<TLessonTimeSelections>({});
  const [isForeigner, setIsForeigner] = useState(false);
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
          isForeigner,
        },
        true,
      ),
    send: (body) => apply.mutateAsync(withoutDefaultApplicant(body)),
    onSent: () => {
      setSelections({});
      setIsForeigner(false);
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
        <ForeignerField checked={isForeigner} onChange={setIsForeigner} />
        <MessageField form={fields} />
      </div>
    </ApplicationForm>
  );
}
