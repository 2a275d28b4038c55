import { parseLessonTypeQuery } from '@academy/contracts';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';
import { OnedayFee } from '../components/OnedayFee';
import { OnedayForm } from '../components/OnedayForm';
import { OnedayProgram } from '../components/OnedayProgram';
import styles from '../components/Oneday.module.css';

/** /one-day-class; ?type=general|exam (or 일반|입시) preselects the course of interest. */
export function OneDayClassPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const lessonType = parseLessonTypeQuery(searchParams.get('type'));
  return (
    <PageShell title={t.pages.oneDayClass.title} description={t.pages.oneDayClass.description}>
      <div className={styles.page}>
        <OnedayFee />
        <OnedayForm key={lessonType ?? 'none'} initialLessonType={lessonType} />
        <OnedayProgram />
      </div>
    </PageShell>
  );
}
