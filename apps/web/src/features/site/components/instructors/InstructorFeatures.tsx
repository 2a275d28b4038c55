import { useT } from '@/i18n/use-language';
import styles from './InstructorSections.module.css';

const FEATURES = ['diagnosis', 'feedback', 'stage'] as const;

export function InstructorFeatures() {
  const features = useT().site.instructors.features;
  return (
    <section aria-labelledby="instructor-features">
      <h2 id="instructor-features" className={styles.title}>
        {features.title}
      </h2>
      <ul className={styles.cards}>
        {FEATURES.map((id, index) => (
          <li key={id} className={styles.card}>
            <span className={styles.cardNumber} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className={styles.cardTitle}>{features.items[id].title}</h3>
            <p className={styles.cardBody}>{features.items[id].body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
