import { ZApiEnvelope, ZCreateTeacherResponse } from '@academy/contracts';
import type { TCreateTeacherRequest, TCreateTeacherResponse } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { staffTeachersQueryKey } from './get-teachers';

const ZCreatedEnvelope = ZApiEnvelope(ZCreateTeacherResponse);

/** POST /teachers; resolves with the new account and its one-time temporary password. */
export async function createTeacher(body: TCreateTeacherRequest): Promise<TCreateTeacherResponse> {
  const response = await apiClient.post<unknown>('/teachers', body);
  const data = ZCreatedEnvelope.parse(response.data).data;
  if (!data) throw new Error('POST /teachers answered without data');
  return data;
}

export function useCreateTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeacher,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffTeachersQueryKey }),
  });
}
