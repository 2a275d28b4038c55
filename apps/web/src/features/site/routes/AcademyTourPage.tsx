import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';
import { TourContact } from '../components/tour/TourContact';
import { TourGuide } from '../components/tour/TourGuide';
import { TourJumpNav } from '../components/tour/TourJumpNav';
import { TourSpace } from '../components/tour/TourSpace';
import { TOUR_SPACES } from '../lib/tour-images';
import styles from './AcademyTourPage.module.css';

export function AcademyTourPage() {
  const tour = useT().site.academyTour;
  return (
    <PageShell title={tour.title} description={tour.description}>
      <TourJumpNav />
      <div className={styles.spaces}>
        {TOUR_SPACES.map((space, index) => (
          <TourSpace key={space} space={space} index={index} />
        ))}
      </div>
      <div className={styles.after}>
        <TourGuide />
        <TourContact />
      </div>
    </PageShell>
  );
}
