import { useT } from '@/i18n/use-language';
import { InfoSection } from '@/components/application-form/InfoSection';
import styles from '@/components/application-form/ApplicationPage.module.css';

/** What happens after the regular lesson form is sent. */
export function NextSteps() {
  const t = useT();
  const copy = t.applications.steps;
  return (
    <InfoSection id="lesson-steps-title" heading={copy.heading}>
      <ol className={styles.timeline}>
        {[copy.apply, copy.call, copy.confirm, copy.start].map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </InfoSection>
  );
}
