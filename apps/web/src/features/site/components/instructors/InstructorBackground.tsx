import { useT } from '@/i18n/use-language';
import { InstructorList } from './InstructorList';
import styles from './InstructorSections.module.css';

export function InstructorBackground() {
  return (
    <InstructorList
      id="instructor-background"
      copy={useT().site.instructors.background}
      listClassName={styles.timeline}
      itemClassName={styles.timelineItem}
      renderItem={(item) => (
        <>
          <span className={styles.period}>{item.period}</span>
          <span>{item.text}</span>
        </>
      )}
    />
  );
}
