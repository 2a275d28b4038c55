import type { ReactNode } from 'react';
import { PageShell } from '@/components/page-shell/PageShell';
import { ListSection } from './ListSection';
import type { TListSectionProps } from './ListSection';

type TListSectionPageProps = Omit<TListSectionProps, 'children'> & {
  /** The page's title and description. */
  page: { title: string; description: string };
  /** The list, inside its section. */
  list: ReactNode;
  /** What follows the section: the page's dialogs, panels the app adds. */
  children?: ReactNode;
};

/** A staff page that is one whole list (members, staff accounts, jobs), with the dialogs its rows open. */
export function ListSectionPage({ page, list, children, ...section }: TListSectionPageProps) {
  return (
    <PageShell title={page.title} description={page.description}>
      <ListSection {...section}>{list}</ListSection>
      {children}
    </PageShell>
  );
}
