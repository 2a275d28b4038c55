import { FEES } from '@academy/contracts';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/use-language';
import { lessonApplicationLink } from '../../lib/lesson-links';
import type { TProgramType } from '../../lib/lesson-links';
import { fill, formatAmount } from '../../lib/site-values';
import buttons from '../ButtonLink.module.css';
import section from '../Section.module.css';
import { HomeBand } from './HomeBand';
import styles from './HomePrograms.module.css';

const PROGRAMS: Array<{ type: TProgramType; fee: number }> = [
  { type: 'general', fee: FEES.REGULAR_MONTHLY },
  { type: 'exam', fee: FEES.EXAM_MONTHLY },
];

export function HomePrograms() {
  const programs = useT().site.home.programs;
  return (
    <HomeBand id="home-programs" title={programs.title} className={styles.band}>
      <p className={section.intro}>{fill(programs.intro)}</p>
      <div className={styles.grid}>
        {PROGRAMS.map(({ type, fee }) => {
          const program = programs[type];
          const titleId = `program-${type}`;
          return (
            <article
              key={type}
              className={type === 'exam' ? `${styles.card} ${styles.featured}` : styles.card}
              aria-labelledby={titleId}
            >
              <p className={styles.badge}>{program.badge}</p>
              <h3 id={titleId} className={styles.name}>
                {program.name}
              </h3>
              <p className={styles.price}>
                <strong>{fill(programs.price, { amount: formatAmount(fee) })}</strong>{' '}
                <span>{programs.perMonth}</span>
              </p>
              <p className={styles.schedule}>{fill(programs.schedule)}</p>
              <p className={styles.audience}>{program.audience}</p>
              <ul className={styles.points}>
                {Object.entries(program.points).map(([id, point]) => (
                  <li key={id}>{point}</li>
                ))}
              </ul>
              <Link
                to={lessonApplicationLink(type)}
                className={`${type === 'exam' ? buttons.primary : buttons.dark} ${styles.cta}`}
              >
                {program.cta}
              </Link>
            </article>
          );
        })}
      </div>
      <p className={styles.feeNote}>{fill(programs.feeNote)}</p>
    </HomeBand>
  );
}
