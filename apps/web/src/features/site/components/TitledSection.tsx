import type { ReactNode } from 'react';

type TTitledSectionProps = {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  /** A centred column inside the full-width section (the home page's bands). */
  innerClassName?: string;
  children: ReactNode;
};

/** A block of the public pages: a section named by its own h2, then its content. */
export function TitledSection(props: TTitledSectionProps) {
  const { id, title, className, titleClassName, innerClassName, children } = props;
  const content = (
    <>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </>
  );
  return (
    <section className={className} aria-labelledby={id}>
      {innerClassName ? <div className={innerClassName}>{content}</div> : content}
    </section>
  );
}
