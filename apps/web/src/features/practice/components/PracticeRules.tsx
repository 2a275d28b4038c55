import { pickText, PRACTICE_BOOKING_RULES } from '@academy/contracts';
import { useId } from 'react';
import { useLanguage, useT } from '@/i18n/use-language';
import styles from '@/components/member-area/Member.module.css';

/** The booking caps the server enforces, stated before the member chooses. */
export function PracticeRules() {
  const copy = useT().member.practice;
  const { language } = useLanguage();
  const headingId = useId();
  return (
    <section className={styles.rules} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.rulesHeading}>
        {copy.rulesHeading}
      </h3>
      <ul className={styles.rulesList}>
        {PRACTICE_BOOKING_RULES.map((rule) => (
          <li key={rule.en}>{pickText(rule, language)}</li>
        ))}
      </ul>
    </section>
  );
}
