import { applicationOperations } from '@academy/contracts';
import type { TLessonApplication } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import type { TApplicationBody } from '@/components/application-form/family-values';

export type TLessonApplyBody = TApplicationBody<TLessonApplication>;

/** POST /lessons/apply (docs/product/api.md): the new request's id, null for a bot's send. */
export async function applyLesson(body: TLessonApplyBody): Promise<number | null> {
  const receipt = await callOperation(applicationOperations.applyForLesson, { body });
  return receipt.requestId;
}

export function useApplyLesson() {
  return useMutation({ mutationFn: applyLesson });
}
