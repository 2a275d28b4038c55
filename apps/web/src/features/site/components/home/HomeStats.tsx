import { useT } from '@/i18n/use-language';
import styles from './HomeStats.module.css';

const STATS = ['oneOnOne', 'experience', 'levels'] as const;

export function HomeStats() {
  const stats = useT().site.home.stats;
  return (
    <section className={styles.band} aria-label={stats.label}>
      <ul className={styles.list}>
        {STATS.map((id) => (
          <li key={id} className={styles.item}>
            <span className={styles.value}>{stats[id].value}</span>
            <span className={styles.caption}>{stats[id].caption}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
