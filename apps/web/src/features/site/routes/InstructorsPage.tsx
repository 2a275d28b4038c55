import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';
import { InstructorBackground } from '../components/instructors/InstructorBackground';
import { InstructorCta } from '../components/instructors/InstructorCta';
import { InstructorFeatures } from '../components/instructors/InstructorFeatures';
import { InstructorProfile } from '../components/instructors/InstructorProfile';
import { InstructorReasons } from '../components/instructors/InstructorReasons';
import styles from './InstructorsPage.module.css';

export function InstructorsPage() {
  const instructors = useT().site.instructors;
  return (
    <PageShell title={instructors.title} description={instructors.description}>
      <div className={styles.stack}>
        <InstructorProfile />
        <InstructorFeatures />
        <InstructorReasons />
        <InstructorBackground />
        <InstructorCta />
      </div>
    </PageShell>
  );
}
