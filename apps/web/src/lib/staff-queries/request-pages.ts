import { PAGING } from '@academy/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';

/** One page of a staff request list, filtered to one status or showing them all. */
export type TRequestPage<TStatus extends string> = { page: number; status: TStatus | 'all' };

/** The list query: one page of 10, of the chosen status; "all" sends no status. */
export function requestPageQuery<TStatus extends string>({ page, status }: TRequestPage<TStatus>) {
  return { page, limit: PAGING.REQUESTS, ...(status === 'all' ? {} : { status }) };
}

/** A page of a staff list; the page on screen stays while the next one loads. */
export function useListPage<TData>(queryKey: QueryKey, getPage: () => Promise<TData>) {
  return useQuery({ queryKey, queryFn: getPage, placeholderData: keepPreviousData });
}
