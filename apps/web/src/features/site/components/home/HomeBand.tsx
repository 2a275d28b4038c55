import type { ReactNode } from 'react';
import section from '../Section.module.css';
import { TitledSection } from '../TitledSection';

type THomeBandProps = { id: string; title: string; className?: string; children: ReactNode };

/** A full-width band of the home page with its centred column and h2. */
export function HomeBand({ id, title, className, children }: THomeBandProps) {
  return (
    <TitledSection
      id={id}
      title={title}
      className={[section.section, className].filter(Boolean).join(' ')}
      titleClassName={section.title}
      innerClassName={section.inner}
    >
      {children}
    </TitledSection>
  );
}
