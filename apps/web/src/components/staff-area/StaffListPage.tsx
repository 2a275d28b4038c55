import type { ReactNode } from 'react';
import { PageShell } from '@/components/page-shell/PageShell';
import { PagedStatusList } from './PagedStatusList';
import type { TPagedStatusListProps } from './PagedStatusList';

type TStaffListPageProps<TStatus extends string> = Omit<
  TPagedStatusListProps<TStatus>,
  'children' | 'label' | 'emptyText'
> & {
  /** The page's title and description. */
  page: { title: string; description: string };
  /** The list's name and what it says when it has no rows. */
  copy: { listLabel: string; empty: string };
  /** Said in place of `copy.empty`, e.g. when the first load failed. */
  emptyText?: string;
  /** The rows, inside the list's panel. */
  list: ReactNode;
  /** The page's dialogs, after the list. */
  children?: ReactNode;
};

/** A staff page that is one paged list filtered by status, with the dialogs its rows open. */
export function StaffListPage<TStatus extends string>({
  page,
  copy,
  emptyText = copy.empty,
  list,
  children,
  ...paged
}: TStaffListPageProps<TStatus>) {
  return (
    <PageShell title={page.title} description={page.description}>
      <PagedStatusList {...paged} label={copy.listLabel} emptyText={emptyText}>
        {list}
      </PagedStatusList>
      {children}
    </PageShell>
  );
}
