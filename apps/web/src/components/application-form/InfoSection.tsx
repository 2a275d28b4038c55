import type { ReactNode } from 'react';
import styles from './ApplicationPage.module.css';

type TInfoSectionProps = {
  /** The heading's id, which names the section. */
  id: string;
  heading: string;
  /** The application pages' panel unless the page has its own look. */
  className?: string;
  headingClassName?: string;
  /** One level below the heading the section sits under. */
  level?: 'h2' | 'h3';
  children: ReactNode;
};

/** A titled block of information beside a public form (fees, steps, programme). */
export function InfoSection({
  id,
  heading,
  className = styles.panel,
  headingClassName = styles.panelTitle,
  level: Heading = 'h2',
  children,
}: TInfoSectionProps) {
  return (
    <section className={className} aria-labelledby={id}>
      <Heading id={id} className={headingClassName}>
        {heading}
      </Heading>
      {children}
    </section>
  );
}
