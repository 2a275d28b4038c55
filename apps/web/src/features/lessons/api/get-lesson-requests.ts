import { lessonsOperations, PAGING } from '@academy/contracts';
import type {
  TLessonRequestItem,
  TLessonRequestList,
  TLessonRequestStatus,
} from '@academy/contracts';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

/** The status filter of the screen; "all" sends no status. */
type TLessonRequestFilter = 'all' | TLessonRequestStatus;

export type TLessonRequestsParams = { page: number; status: TLessonRequestFilter };

/** Every lesson-request query (lists and details) lives under this key. */
export const lessonRequestsQueryKey = ['staff', 'lesson-requests'] as const;

export function lessonRequestListQueryKey(params: TLessonRequestsParams) {
  return [...lessonRequestsQueryKey, 'list', params] as const;
}

/** `null` while no request is open: nothing is fetched then. */
export function lessonRequestQueryKey(requestId: number | null) {
  return [...lessonRequestsQueryKey, 'detail', requestId] as const;
}

/** GET /lessons/requests: one page of 10, optionally of one status. */
export function getLessonRequests({
  page,
  status,
}: TLessonRequestsParams): Promise<TLessonRequestList> {
  return callOperation(lessonsOperations.listLessonRequests, {
    query: { page, limit: PAGING.REQUESTS, ...(status === 'all' ? {} : { status }) },
  });
}

/** GET /lessons/requests/{id}. */
export function getLessonRequest(requestId: number): Promise<TLessonRequestItem> {
  return callOperation(lessonsOperations.getLessonRequest, { params: { id: requestId } });
}

/** The page stays on screen while the next one loads. */
export function useLessonRequests(params: TLessonRequestsParams) {
  return useQuery({
    queryKey: lessonRequestListQueryKey(params),
    queryFn: () => getLessonRequests(params),
    placeholderData: keepPreviousData,
  });
}

/** The detail modal shows the list row at once and the stored request once it arrives. */
export function useLessonRequest(request: TLessonRequestItem | null) {
  return useQuery({
    queryKey: lessonRequestQueryKey(request?.requestId ?? null),
    queryFn: request ? () => getLessonRequest(request.requestId) : skipToken,
    placeholderData: request ?? undefined,
  });
}
