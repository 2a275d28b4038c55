import type { ReactNode } from 'react';
import styles from './Member.module.css';

/** A member card's quiet status line (loading, a closed day), read out when it changes. */
export function MemberStatus({ children }: { children: ReactNode }) {
  return (
    <p className={styles.muted} role="status">
      {children}
    </p>
  );
}
