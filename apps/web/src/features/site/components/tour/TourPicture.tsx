import {
  TOUR_IMAGE_FORMATS,
  TOUR_IMAGE_SIZE,
  TOUR_IMAGE_SIZES,
  tourImageSrc,
  tourImageSrcSet,
} from '../../lib/tour-images';
import type { TTourSpace } from '../../lib/tour-images';
import styles from './TourPicture.module.css';

type TTourPictureProps = {
  space: TTourSpace;
  alt: string;
  /** The first image is in view on arrival: load it at once and early. */
  priority: boolean;
};

/** AVIF first, WebP as the fallback; width and height reserve the space before it loads. */
export function TourPicture({ space, alt, priority }: TTourPictureProps) {
  return (
    <picture className={styles.picture}>
      {TOUR_IMAGE_FORMATS.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          srcSet={tourImageSrcSet(space, format)}
          sizes={TOUR_IMAGE_SIZES}
        />
      ))}
      <img
        className={styles.image}
        src={tourImageSrc(space, 960, 'webp')}
        alt={alt}
        width={TOUR_IMAGE_SIZE.width}
        height={TOUR_IMAGE_SIZE.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
