import type { ReactNode } from 'react';
import staff from '@/components/staff-area/Staff.module.css';
import styles from './MemberPage.module.css';

/** One headed part of the member page: a region named by its h2, so assistive technology lists it. */
export function MemberPageSection({
  id,
  title,
  wide = false,
  children,
}: {
  id: string;
  title: string;
  /** Spans both columns on a wide screen (tables, the notes). */
  wide?: boolean;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={[staff.panel, styles.section, wide && styles.wide].filter(Boolean).join(' ')}
    >
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
