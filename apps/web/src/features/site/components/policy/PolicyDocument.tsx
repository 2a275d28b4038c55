import type { ReactNode } from 'react';
import { useLanguage, useT } from '@/i18n/use-language';
import { formatEffectiveDate } from '../../lib/effective-date';
import { fill } from '../../lib/site-values';
import styles from './PolicyDocument.module.css';

export type TPolicySection = {
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[];
  /** Paragraphs that follow the list. */
  closing?: readonly string[];
};

export type TPolicyEntry = { id: string; section: TPolicySection; extra?: ReactNode };

type TPolicyDocumentProps = {
  /** Prefix of the anchors, e.g. `privacy` gives `#privacy-retention`. */
  idPrefix: string;
  intro: string;
  entries: TPolicyEntry[];
};

/** A legal document: effective date, a linked table of contents, then numbered sections. */
export function PolicyDocument({ idPrefix, intro, entries }: TPolicyDocumentProps) {
  const { language } = useLanguage();
  const policy = useT().site.policy;
  const values = { effectiveDate: formatEffectiveDate(language) };
  const text = (template: string) => fill(template, values);
  const tocId = `${idPrefix}-toc`;
  const anchor = (id: string) => `${idPrefix}-${id}`;

  return (
    <div className={styles.layout}>
      <div className={styles.lead}>
        <p className={styles.effective}>
          {fill(policy.effectiveDate, { date: values.effectiveDate })}
        </p>
        <p className={styles.intro}>{intro}</p>
      </div>
      <nav className={styles.toc} aria-labelledby={tocId}>
        <h2 id={tocId} className={styles.tocTitle} tabIndex={-1}>
          {policy.tocTitle}
        </h2>
        <ol className={styles.tocList}>
          {entries.map(({ id, section }) => (
            <li key={id}>
              <a href={`#${anchor(id)}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.sections}>
        {entries.map(({ id, section, extra }) => (
          <section
            key={id}
            id={anchor(id)}
            className={styles.section}
            aria-labelledby={`${anchor(id)}-title`}
          >
            <h2 id={`${anchor(id)}-title`} className={styles.sectionTitle}>
              {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{text(paragraph)}</p>
            ))}
            {section.items && (
              <ul className={styles.items}>
                {section.items.map((item) => (
                  <li key={item}>{text(item)}</li>
                ))}
              </ul>
            )}
            {extra}
            {section.closing?.map((paragraph) => (
              <p key={paragraph}>{text(paragraph)}</p>
            ))}
            <a className={styles.backToToc} href={`#${tocId}`}>
              {policy.backToToc}
            </a>
          </section>
        ))}
      </div>
    </div>
  );
}
