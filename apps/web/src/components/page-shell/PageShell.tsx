import type { ReactNode } from 'react';
import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';
import { PageMeta } from '@/lib/seo/PageMeta';
import styles from './PageShell.module.css';

type TPageShellProps = {
  title: string;
  description: string;
  children?: ReactNode;
};

/**
 * The standard page frame: one h1 and a one-line description. The same title and description
 * become the document title, the meta description and the Open Graph tags of the route.
 */
export function PageShell({ title, description, children }: TPageShellProps) {
  const t = useT();
  return (
    <div className={styles.page}>
      <PageMeta title={format(t.brand.documentTitle, { page: title })} description={description} />
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.description}>{description}</p>
      </header>
      {children}
    </div>
  );
}
