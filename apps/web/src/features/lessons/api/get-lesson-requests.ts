import { PAGING, ZApiEnvelope, ZLessonRequestItem, ZLessonRequestList } from '@academy/contracts';
import type {
  TLessonRequestItem,
  TLessonRequestList,
  TLessonRequestStatus,
} from '@academy/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const ZLessonRequestListEnvelope = ZApiEnvelope(ZLessonRequestList);
const ZLessonRequestEnvelope = ZApiEnvelope(ZLessonRequestItem);

/** The status filter of the screen; "all" sends no status. */
type TLessonRequestFilter = 'all' | TLessonRequestStatus;

export type TLessonRequestsParams = { page: number; status: TLessonRequestFilter };

/** Every lesson-request query (lists and details) lives under this key. */
export const lessonRequestsQueryKey = ['staff', 'lesson-requests'] as const;

export function lessonRequestListQueryKey(params: TLessonRequestsParams) {
  return [...lessonRequestsQueryKey, 'list', params] as const;
}

export function lessonRequestQueryKey(requestId: number) {
  return [...lessonRequestsQueryKey, 'detail', requestId] as const;
}

/** GET /lessons/requests: one page of 10, optionally of one status. */
export async function getLessonRequests({
  page,
  status,
}: TLessonRequestsParams): Promise<TLessonRequestList> {
  const response = await apiClient.get<unknown>('/lessons/requests', {
    params: {
      page,
      limit: PAGING.REQUESTS,
      ...(status === 'all' ? {} : { status }),
    },
  });
  const list = ZLessonRequestListEnvelope.parse(response.data).data;
  if (!list) throw new Error('GET /lessons/requests answered without data');
  return list;
}

/** GET /lessons/requests/{id}. */
export async function getLessonRequest(requestId: number): Promise<TLessonRequestItem> {
  const response = await apiClient.get<unknown>(`/lessons/requests/${requestId}`);
  const item = ZLessonRequestEnvelope.parse(response.data).data;
  if (!item) throw new Error(`GET /lessons/requests/${requestId} answered without data`);
  return item;
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
  const requestId = request?.requestId ?? 0;
  return useQuery({
    queryKey: lessonRequestQueryKey(requestId),
    queryFn: () => getLessonRequest(requestId),
    enabled: request !== null,
    placeholderData: request ?? undefined,
  });
}
