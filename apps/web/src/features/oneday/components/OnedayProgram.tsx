import { useT } from '@/i18n/use-language';
import styles from './Oneday.module.css';

const STEP_KEYS = [
  'welcome',
  'kit',
  'posture',
  'strokes',
  'pedals',
  'beat',
  'fill',
  'song',
  'next',
] as const;

const BENEFIT_KEYS = ['free', 'private', 'gear', 'room', 'plan', 'noPressure'] as const;

/** docs/product/screens-and-routes.md one-day screen: the nine-step lesson structure and the six benefits. */
export function OnedayProgram() {
  const t = useT();
  const copy = t.applications.program;
  return (
    <>
      <section className={styles.program} aria-labelledby="oneday-steps-title">
        <h2 id="oneday-steps-title" className={styles.programTitle}>
          {copy.stepsHeading}
        </h2>
        <p className={styles.muted}>{copy.stepsLead}</p>
        <ol className={styles.steps}>
          {STEP_KEYS.map((key) => (
            <li key={key} className={styles.step}>
              <h3 className={styles.itemTitle}>{copy.steps[key].title}</h3>
              <p>{copy.steps[key].text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.program} aria-labelledby="oneday-benefits-title">
        <h2 id="oneday-benefits-title" className={styles.programTitle}>
          {copy.benefitsHeading}
        </h2>
        <ul className={styles.benefits}>
          {BENEFIT_KEYS.map((key) => (
            <li key={key} className={styles.benefit}>
              <h3 className={styles.itemTitle}>{copy.benefits[key].title}</h3>
              <p>{copy.benefits[key].text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
