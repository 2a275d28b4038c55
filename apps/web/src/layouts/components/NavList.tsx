import { NavLink } from 'react-router-dom';
import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';
import type { TNavItem } from '../types';
import styles from './NavList.module.css';

type TNavListProps = { items: TNavItem[]; orientation: 'horizontal' | 'vertical' };

export function NavList({ items, orientation }: TNavListProps) {
  const t = useT();
  return (
    <ul className={orientation === 'horizontal' ? styles.horizontal : styles.vertical}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            className={({ isActive }) =>
              isActive ? `${styles.link} ${styles.active}` : styles.link
            }
          >
            {item.label}
            {item.badge !== undefined && item.badge > 0 && (
              <span className={styles.badge}>
                <span aria-hidden="true">{item.badge}</span>
                <span className={styles.visuallyHidden}>
                  {format(item.badgeText ?? t.nav.pendingBadge, { count: item.badge })}
                </span>
              </span>
            )}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
