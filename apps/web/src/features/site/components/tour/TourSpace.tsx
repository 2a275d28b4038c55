import { useT } from '@/i18n/use-language';
import { fill } from '../../lib/site-values';
import { tourSpaceAnchor } from '../../lib/tour-images';
import type { TTourSpace } from '../../lib/tour-images';
import { TourPicture } from './TourPicture';
import styles from './TourSpace.module.css';

type TTourSpaceProps = { space: TTourSpace; index: number };

export function TourSpace({ space, index }: TTourSpaceProps) {
  const tour = useT().site.academyTour;
  const copy = tour.spaces[space];
  const anchor = tourSpaceAnchor(space);
  return (
    <article id={anchor} className={styles.space} aria-labelledby={`${anchor}-title`}>
      <TourPicture space={space} alt={copy.alt} priority={index === 0} />
      <div className={styles.text}>
        <p className={styles.number} aria-hidden="true">
          {String(index + 1).padStart(2, '0')}
        </p>
        <h2 id={`${anchor}-title`} className={styles.title}>
          {copy.name}
        </h2>
        <p className={styles.body}>{copy.body}</p>
        <ul
          className={styles.highlights}
          aria-label={fill(tour.highlightsLabel, { space: copy.name })}
        >
          {Object.entries(copy.highlights).map(([id, item]) => (
            <li key={id}>{fill(item)}</li>
          ))}
        </ul>
      </div>
    </article>
  );
}
