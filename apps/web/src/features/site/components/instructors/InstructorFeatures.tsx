import { useT } from '@/i18n/use-language';
import { InstructorList } from './InstructorList';
import styles from './InstructorSections.module.css';

export function InstructorFeatures() {
  return (
    <InstructorList
      id="instructor-features"
      copy={useT().site.instructors.features}
      listClassName={styles.cards}
      itemClassName={styles.card}
      renderItem={(feature, index) => (
        <>
          <span className={styles.cardNumber} aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className={styles.cardTitle}>{feature.title}</h3>
          <p className={styles.cardBody}>{feature.body}</p>
        </>
      )}
    />
  );
}
