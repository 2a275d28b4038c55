import { ZApiEnvelope, ZStaffAccount } from '@academy/contracts';
import type { TStaffAccount, TUpdateTeacherRequest } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { staffTeachersQueryKey } from './get-teachers';

const ZUpdatedEnvelope = ZApiEnvelope(ZStaffAccount);

export type TUpdateTeacherInput = { id: number; body: TUpdateTeacherRequest };
export type TUpdatedTeacher = { teacher: TStaffAccount; message: string };

/** PATCH /teachers/{id} with only the changed fields; resolves with the stored account. */
export async function updateTeacher({ id, body }: TUpdateTeacherInput): Promise<TUpdatedTeacher> {
  const response = await apiClient.patch<unknown>(`/teachers/${id}`, body);
  const parsed = ZUpdatedEnvelope.parse(response.data);
  if (!parsed.data) throw new Error('PATCH /teachers/:id answered without data');
  return { teacher: parsed.data, message: parsed.message.trim() };
}

export function useUpdateTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeacher,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffTeachersQueryKey }),
  });
}
