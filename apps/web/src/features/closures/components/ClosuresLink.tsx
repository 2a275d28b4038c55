import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import staff from '@/components/staff-area/Staff.module.css';
import { useClosuresCopy } from '@/i18n/sections/closures';
import styles from './Closures.module.css';

/** Beside the lesson calendar: where closed days and public holidays are declared now. */
export function ClosuresLink() {
  const copy = useClosuresCopy();
  return (
    <p className={`${staff.panel} ${styles.status}`}>
      {copy.calendarLinkLead} <Link to={paths.staff.closures}>{copy.calendarLink}</Link>
    </p>
  );
}
