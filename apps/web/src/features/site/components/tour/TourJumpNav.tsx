import { useT } from '@/i18n/use-language';
import { TOUR_SPACES, tourSpaceAnchor } from '../../lib/tour-images';
import styles from './TourJumpNav.module.css';

export function TourJumpNav() {
  const tour = useT().site.academyTour;
  return (
    <nav aria-label={tour.jumpNav} className={styles.nav}>
      <ul className={styles.list}>
        {TOUR_SPACES.map((space) => (
          <li key={space}>
            <a href={`#${tourSpaceAnchor(space)}`} className={styles.link}>
              {tour.spaces[space].name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
