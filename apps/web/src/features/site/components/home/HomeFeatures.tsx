import { useT } from '@/i18n/use-language';
import { fill } from '../../lib/site-values';
import section from '../Section.module.css';
import { HomeBand } from './HomeBand';
import { FeatureIcon } from './FeatureIcon';
import type { TFeatureIconName } from './FeatureIcon';
import styles from './HomeFeatures.module.css';

const FEATURES: TFeatureIconName[] = [
  'private',
  'curriculum',
  'exam',
  'practice',
  'schedule',
  'trial',
];

export function HomeFeatures() {
  const features = useT().site.home.features;
  return (
    <HomeBand id="home-features" title={features.title}>
      <p className={section.intro}>{features.intro}</p>
      <ul className={styles.grid}>
        {FEATURES.map((id) => (
          <li key={id} className={styles.card}>
            <span className={styles.icon}>
              <FeatureIcon name={id} />
            </span>
            <div>
              <h3 className={styles.title}>{fill(features.items[id].title)}</h3>
              <p className={styles.body}>{fill(features.items[id].body)}</p>
            </div>
          </li>
        ))}
      </ul>
    </HomeBand>
  );
}
