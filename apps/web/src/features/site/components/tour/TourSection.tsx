import type { ReactNode } from 'react';
import { TitledSection } from '../TitledSection';

type TTourSectionProps = {
  id: string;
  copy: { title: string; intro: string };
  className?: string;
  /** The block's CSS module; its `title` and `intro` classes style the heading and intro. */
  styles: Readonly<Record<string, string>>;
  children: ReactNode;
};

/** A block after the tour's spaces: its h2 and a line of introduction, then its content. */
export function TourSection({ id, copy, className, styles, children }: TTourSectionProps) {
  return (
    <TitledSection id={id} title={copy.title} className={className} titleClassName={styles.title}>
      <p className={styles.intro}>{copy.intro}</p>
      {children}
    </TitledSection>
  );
}
