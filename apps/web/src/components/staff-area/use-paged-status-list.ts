import { useState } from 'react';

/** A list's status filter: one status, or every status. */
export type TStatusFilter<TStatus extends string> = TStatus | 'all';

/**
 * The status filter and page of a paged staff list. The page's query reads `status` and `page`;
 * `keepPageWithin` is called while rendering, once the answer tells how many pages there are.
 */
export function usePagedStatusList<TStatus extends string>() {
  const [status, setStatus] = useState<TStatusFilter<TStatus>>('all');
  const [page, setPage] = useState(1);

  // Another filter lists other rows, so the old page number means nothing there.
  const filterBy = (next: TStatusFilter<TStatus>) => {
    setStatus(next);
    setPage(1);
  };

  // After a change empties the last page, move to the page that now is the last one.
  const keepPageWithin = (totalPages: number) => {
    if (totalPages > 0 && page > totalPages) setPage(totalPages);
  };

  return { status, page, setPage, filterBy, keepPageWithin };
}
