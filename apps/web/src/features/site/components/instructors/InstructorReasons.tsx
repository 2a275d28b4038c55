import { useT } from '@/i18n/use-language';
import { fill } from '../../lib/site-values';
import { InstructorList } from './InstructorList';
import styles from './InstructorSections.module.css';

export function InstructorReasons() {
  return (
    <InstructorList
      id="instructor-reasons"
      copy={useT().site.instructors.reasons}
      ordered
      listClassName={styles.reasons}
      itemClassName={styles.reason}
      renderItem={(reason) => (
        <>
          <h3 className={styles.reasonTitle}>{reason.title}</h3>
          <p className={styles.reasonBody}>{fill(reason.body)}</p>
        </>
      )}
    />
  );
}
