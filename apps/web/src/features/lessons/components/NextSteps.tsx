import { useT } from '@/i18n/use-language';
import styles from '@/components/application-form/ApplicationPage.module.css';

/** What happens after the regular lesson form is sent. */
export function NextSteps() {
  const t = useT();
  const copy = t.applications.steps;
  return (
    <section className={styles.panel} aria-labelledby="lesson-steps-title">
      <h2 id="lesson-steps-title" className={styles.panelTitle}>
        {copy.heading}
      </h2>
      <ol className={styles.timeline}>
        {[copy.apply, copy.call, copy.confirm, copy.start].map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
