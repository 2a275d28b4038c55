import { useT } from '@/i18n/use-language';
import styles from './InstructorSections.module.css';

export function InstructorBackground() {
  const background = useT().site.instructors.background;
  return (
    <section aria-labelledby="instructor-background">
      <h2 id="instructor-background" className={styles.title}>
        {background.title}
      </h2>
      <ul className={styles.timeline}>
        {Object.entries(background.items).map(([id, item]) => (
          <li key={id} className={styles.timelineItem}>
            <span className={styles.period}>{item.period}</span>
            <span>{item.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
