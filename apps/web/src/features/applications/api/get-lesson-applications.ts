import { applicationOperations } from '@academy/contracts';
import type {
  TLessonApplicationItem,
  TLessonApplicationList,
  TLessonApplicationStatus,
} from '@academy/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import { requestPageQuery, useListPage } from '@/lib/staff-queries/request-pages';
import type { TRequestPage } from '@/lib/staff-queries/request-pages';

export type TLessonApplicationsParams = TRequestPage<TLessonApplicationStatus>;

/** Every lesson-request query (lists and details) lives under this key. */
export const lessonApplicationsQueryKey = ['staff', 'lesson-requests'] as const;

export function lessonApplicationListQueryKey(params: TLessonApplicationsParams) {
  return [...lessonApplicationsQueryKey, 'list', params] as const;
}

/** `null` while no request is open: nothing is fetched then. */
export function lessonApplicationQueryKey(requestId: number | null) {
  return [...lessonApplicationsQueryKey, 'detail', requestId] as const;
}

/** GET /lessons/requests: one page of 10, optionally of one status. */
export function getLessonApplications(
  params: TLessonApplicationsParams,
): Promise<TLessonApplicationList> {
  return callOperation(applicationOperations.listLessonApplications, {
    query: requestPageQuery(params),
  });
}

/** GET /lessons/requests/{id}. */
export function getLessonApplication(requestId: number): Promise<TLessonApplicationItem> {
  return callOperation(applicationOperations.getLessonApplication, { params: { id: requestId } });
}

export function useLessonApplications(params: TLessonApplicationsParams) {
  return useListPage(lessonApplicationListQueryKey(params), () => getLessonApplications(params));
}

/** The detail modal shows the list row at once and the stored request once it arrives. */
export function useLessonApplication(request: TLessonApplicationItem | null) {
  return useQuery({
    queryKey: lessonApplicationQueryKey(request?.requestId ?? null),
    queryFn: request ? () => getLessonApplication(request.requestId) : skipToken,
    placeholderData: request ?? undefined,
  });
}
