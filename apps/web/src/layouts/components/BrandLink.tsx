import { Link } from 'react-router-dom';
import styles from './BrandLink.module.css';

type TBrandLinkProps = { to: string; name: string; label: string };

/** The site title: home for guests, the dashboard for signed-in people. */
export function BrandLink({ to, name, label }: TBrandLinkProps) {
  return (
    <Link to={to} className={styles.brand} aria-label={label}>
      <span className={styles.mark} aria-hidden="true" />
      <span className={styles.name}>{name}</span>
    </Link>
  );
}
