import { lessonsOperations } from '@academy/contracts';
import type {
  TLessonRequestItem,
  TLessonRequestList,
  TLessonRequestStatus,
} from '@academy/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import { requestPageQuery, useListPage } from '@/lib/staff-queries/request-pages';
import type { TRequestPage } from '@/lib/staff-queries/request-pages';

export type TLessonRequestsParams = TRequestPage<TLessonRequestStatus>;

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
export function getLessonRequests(params: TLessonRequestsParams): Promise<TLessonRequestList> {
  return callOperation(lessonsOperations.listLessonRequests, { query: requestPageQuery(params) });
}

/** GET /lessons/requests/{id}. */
export function getLessonRequest(requestId: number): Promise<TLessonRequestItem> {
  return callOperation(lessonsOperations.getLessonRequest, { params: { id: requestId } });
}

export function useLessonRequests(params: TLessonRequestsParams) {
  return useListPage(lessonRequestListQueryKey(params), () => getLessonRequests(params));
}

/** The detail modal shows the list row at once and the stored request once it arrives. */
export function useLessonRequest(request: TLessonRequestItem | null) {
  return useQuery({
    queryKey: lessonRequestQueryKey(request?.requestId ?? null),
    queryFn: request ? () => getLessonRequest(request.requestId) : skipToken,
    placeholderData: request ?? undefined,
  });
}
