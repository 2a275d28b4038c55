import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { format } from '@/i18n/format';
import { useFamilyCopy } from '@/i18n/sections/family';
import { useActingFor } from '../hooks/use-acting-for';
import styles from './Families.module.css';

/**
 * Above every member screen while a guardian acts for a child: whose screens these are, and the
 * way back to one's own.
 */
export function ActingForBanner() {
  const copy = useFamilyCopy().acting;
  const { actingFor, actFor } = useActingFor();
  const navigate = useNavigate();
  if (!actingFor) return null;
  return (
    <section className={styles.banner} aria-label={copy.bannerLabel}>
      <p role="status">{format(copy.banner, { name: actingFor.childName })}</p>
      <button
        type="button"
        className={styles.bannerButton}
        onClick={() => {
          actFor(null);
          void navigate(paths.member.dashboard);
        }}
      >
        {copy.backToOwn}
      </button>
    </section>
  );
}
