import type { ReactNode } from 'react';
import styles from './Member.module.css';

/** One labelled value in a member card's list of facts (`<dl className={styles.facts}>`). */
export function MemberFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
