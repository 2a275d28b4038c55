import { useT } from '@/i18n/use-language';
import { fill } from '../../lib/site-values';
import styles from './TourGuide.module.css';
import { TourSection } from './TourSection';

const GUIDE_GROUPS = ['lessons', 'practice', 'visit'] as const;

export function TourGuide() {
  const guide = useT().site.academyTour.guide;
  return (
    <TourSection id="tour-guide" copy={guide} className={styles.guide} styles={styles}>
      <div className={styles.grid}>
        {GUIDE_GROUPS.map((id) => (
          <section key={id} className={styles.card} aria-labelledby={`tour-guide-${id}`}>
            <h3 id={`tour-guide-${id}`} className={styles.cardTitle}>
              {guide[id].title}
            </h3>
            <ul className={styles.list}>
              {Object.entries(guide[id].items).map(([itemId, item]) => (
                <li key={itemId}>{fill(item)}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </TourSection>
  );
}
