import type { TLessonApplication } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { appliedRequestId } from '@/components/application-form/applied-response';

/** The application plus the honeypot, which must stay empty. */
export type TLessonApplyBody = TLessonApplication & { website: string };

/** POST /lessons/apply (docs/product/api.md). */
export async function applyLesson(body: TLessonApplyBody): Promise<number | null> {
  const response = await apiClient.post<unknown>('/lessons/apply', body);
  return appliedRequestId(response.data);
}

export function useApplyLesson() {
  return useMutation({ mutationFn: applyLesson });
}
