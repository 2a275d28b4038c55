import type { ReactNode } from 'react';
import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';
import styles from './PageShell.module.css';

type TPageShellProps = {
  title: string;
  description: string;
  children?: ReactNode;
};

/** The standard page frame: document title, one h1 and a one-line description. */
export function PageShell({ title, description, children }: TPageShellProps) {
  const t = useT();
  return (
    <div className={styles.page}>
      <title>{format(t.brand.documentTitle, { page: title })}</title>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.description}>{description}</p>
      </header>
      {children}
    </div>
  );
}
