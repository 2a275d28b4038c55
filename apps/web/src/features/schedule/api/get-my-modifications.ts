import { PAGING, ZApiEnvelope, ZModificationItem } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

/** The fields a member's own list shows; the staff-only ones (user, …) are not required. */
const ZMyModification = ZModificationItem.pick({
  id: true,
  changeStartDate: true,
  requestedDate: true,
  requestedStartTime: true,
  requestedEndTime: true,
  reason: true,
  status: true,
  teacherResponse: true,
  createdAt: true,
});
export type TMyModification = z.infer<typeof ZMyModification>;

const ZMyModificationsEnvelope = ZApiEnvelope(
  z.object({ modifications: z.array(ZMyModification) }),
);

export const myModificationsQueryKey = ['member', 'modifications'] as const;

/** GET /modification, first page: the member's own requests. */
export async function getMyModifications(): Promise<TMyModification[]> {
  const response = await apiClient.get<unknown>('/modification', {
    params: { page: 1, limit: PAGING.REQUESTS },
  });
  return ZMyModificationsEnvelope.parse(response.data).data?.modifications ?? [];
}

export function useMyModifications() {
  return useQuery({ queryKey: myModificationsQueryKey, queryFn: getMyModifications });
}
