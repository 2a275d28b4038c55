import { useT } from '@/i18n/use-language';
import { fill } from '../../lib/site-values';
import styles from './InstructorSections.module.css';

export function InstructorReasons() {
  const reasons = useT().site.instructors.reasons;
  return (
    <section aria-labelledby="instructor-reasons">
      <h2 id="instructor-reasons" className={styles.title}>
        {reasons.title}
      </h2>
      <ol className={styles.reasons}>
        {Object.entries(reasons.items).map(([id, reason]) => (
          <li key={id} className={styles.reason}>
            <h3 className={styles.reasonTitle}>{reason.title}</h3>
            <p className={styles.reasonBody}>{fill(reason.body)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
