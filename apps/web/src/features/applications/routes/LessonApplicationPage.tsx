import pageStyles from '@/components/form/FormPage.module.css';
import { PageShell } from '@/components/page-shell/PageShell';
import { useLessonTypeQuery } from '@/components/application-form/use-lesson-type-query';
import { useState } from 'react';
import { FormConfirmation, type TFormConfirmation } from '@/components/form/FormConfirmation';
import { useT } from '@/i18n/use-language';
import styles from '@/components/application-form/ApplicationPage.module.css';
import { LessonFees } from '../components/LessonFees';
import { LessonApplicationForm } from '../components/LessonApplicationForm';
import { NextSteps } from '../components/NextSteps';

/** docs/product/screens-and-routes.md /lesson-request; ?type=general|exam (or 일반|입시) preselects the lesson type. */
export function LessonApplicationPage() {
  const t = useT();
  const lessonType = useLessonTypeQuery();
  const [confirmation, setConfirmation] = useState<TFormConfirmation | null>(null);
  return (
    <PageShell title={t.pages.lessonRequest.title} description={t.pages.lessonRequest.description}>
      {confirmation && <FormConfirmation {...confirmation} />}
      <p className={styles.lead}>{t.applications.lesson.intro}</p>
      <div className={pageStyles.layout}>
        <LessonApplicationForm
          key={lessonType ?? 'none'}
          initialLessonType={lessonType}
          onConfirmed={setConfirmation}
        />
        <aside className={`${styles.aside} ${pageStyles.aside}`}>
          <LessonFees />
          <NextSteps />
        </aside>
      </div>
    </PageShell>
  );
}
