import { practiceLogOperations } from '@academy/contracts';
import type { TPracticeLog } from '@academy/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

export const myPracticeQueryKey = ['member', 'practice-log'] as const;

/** GET /practice-log/mine: a page of entries, the tempo chart and the exercise suggestions. */
export function getMyPractice(page: number): Promise<TPracticeLog> {
  return callOperation(practiceLogOperations.listMyPractice, { query: { page } });
}

export function useMyPractice(page: number) {
  return useQuery({
    queryKey: [...myPracticeQueryKey, page],
    queryFn: () => getMyPractice(page),
    placeholderData: keepPreviousData,
  });
}
