import type { ReactNode } from 'react';
import styles from './Member.module.css';

type TMemberCardProps = {
  /** The heading's id, which names the card for assistive technology. */
  headingId: string;
  heading: string;
  /** Shown beside the heading (e.g. an unread count). */
  aside?: ReactNode;
  children: ReactNode;
};

/** A card of the member screens: a section named by its h2, then its content. */
export function MemberCard({ headingId, heading, aside, children }: TMemberCardProps) {
  const title = (
    <h2 id={headingId} className={styles.heading}>
      {heading}
    </h2>
  );
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      {aside === undefined ? (
        title
      ) : (
        <div className={styles.cardHeader}>
          {title}
          {aside}
        </div>
      )}
      {children}
    </section>
  );
}
