import { ZApiEnvelope, ZStaffAccountList } from '@academy/contracts';
import type { TStaffAccount } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const ZTeachersEnvelope = ZApiEnvelope(ZStaffAccountList);

export const staffTeachersQueryKey = ['staff', 'teachers'] as const;

/** GET /teachers: every staff account, admins first, in the server's order. */
export async function getTeachers(): Promise<TStaffAccount[]> {
  const response = await apiClient.get<unknown>('/teachers');
  const data = ZTeachersEnvelope.parse(response.data).data;
  if (!data) throw new Error('GET /teachers answered without data');
  return data.teachers;
}

export function useTeachers() {
  return useQuery({ queryKey: staffTeachersQueryKey, queryFn: getTeachers });
}
