import { useT } from '@/i18n/use-language';
import staffStyles from '@/components/staff-area/Staff.module.css';
import styles from './LessonApplications.module.css';

/** docs/product/screens-and-routes.md: the FOR badge next to a foreign applicant's name, spoken as a word. */
export function ForeignBadge() {
  const copy = useT().staffLessons;
  return (
    <span className={staffStyles.foreignBadge} title={copy.foreignBadgeLabel}>
      <span aria-hidden="true">{copy.foreignBadge}</span>
      <span className={styles.visuallyHidden}>{copy.foreignBadgeLabel}</span>
    </span>
  );
}
