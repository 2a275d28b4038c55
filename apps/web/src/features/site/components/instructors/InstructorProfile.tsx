import { useT } from '@/i18n/use-language';
import styles from './InstructorProfile.module.css';

const FACTS = [
  ['majorLabel', 'major'],
  ['careerLabel', 'career'],
  ['specialtyLabel', 'specialty'],
  ['languagesLabel', 'languages'],
] as const;

export function InstructorProfile() {
  const profile = useT().site.instructors.profile;
  return (
    <section className={styles.profile} aria-labelledby="instructor-name">
      <div className={styles.portrait} aria-hidden="true">
        <span className={styles.initial}>{profile.heading.charAt(0)}</span>
      </div>
      <div className={styles.text}>
        <p className={styles.role}>{profile.role}</p>
        <h2 id="instructor-name" className={styles.name}>
          {profile.heading}
        </h2>
        {Object.entries(profile.bio).map(([id, paragraph]) => (
          <p key={id} className={styles.bio}>
            {paragraph}
          </p>
        ))}
        <blockquote className={styles.quote}>
          <p>{profile.quote}</p>
        </blockquote>
        <dl className={styles.facts} aria-label={profile.factsLabel}>
          {FACTS.map(([label, value]) => (
            <div key={label}>
              <dt>{profile[label]}</dt>
              <dd>{profile[value]}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
