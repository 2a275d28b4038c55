import { PageShell } from '@/components/page-shell/PageShell';
import { useLessonTypeQuery } from '@/components/application-form/use-lesson-type-query';
import { useState } from 'react';
import { FormConfirmation, type TFormConfirmation } from '@/components/form/FormConfirmation';
import { useT } from '@/i18n/use-language';
import { OnedayFee } from '../components/OnedayFee';
import { OnedayForm } from '../components/OnedayForm';
import { OnedayProgram } from '../components/OnedayProgram';
import styles from '../components/Oneday.module.css';

/** /one-day-class; ?type=general|exam (or 일반|입시) preselects the course of interest. */
export function OneDayClassPage() {
  const t = useT();
  const lessonType = useLessonTypeQuery();
  const [confirmation, setConfirmation] = useState<TFormConfirmation | null>(null);
  return (
    <PageShell title={t.pages.oneDayClass.title} description={t.pages.oneDayClass.description}>
      {confirmation && <FormConfirmation {...confirmation} />}
      <div className={styles.page}>
        <OnedayFee />
        <OnedayForm
          key={lessonType ?? 'none'}
          initialLessonType={lessonType}
          onConfirmed={setConfirmation}
        />
        <OnedayProgram />
      </div>
    </PageShell>
  );
}
