import { applicationOperations } from '@academy/contracts';
import type { TFirstDuePreview, TFirstDuePreviewQuery } from '@academy/contracts';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

/** GET /lessons/requests/{id}/first-due: the first due this approval would issue now. */
export function previewFirstDue(
  requestId: number,
  query: TFirstDuePreviewQuery,
): Promise<TFirstDuePreview> {
  return callOperation(applicationOperations.previewFirstDue, { params: { id: requestId }, query });
}

/**
 * The approval dialog's first due, for the slot and fee as they stand (null while they are
 * incomplete: nothing is fetched). The last answer stays shown while the next one loads. Its key
 * lies outside the lesson requests' own, which the approval refreshes: a decided request has no
 * preview (409), so asking again then would only fail.
 */
export function useFirstDuePreview(requestId: number, query: TFirstDuePreviewQuery | null) {
  return useQuery({
    queryKey: ['staff', 'lesson-first-due', requestId, query] as const,
    queryFn: query ? () => previewFirstDue(requestId, query) : skipToken,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
