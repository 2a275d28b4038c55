import { applicationOperations } from '@academy/contracts';
import type { TApplicationReceipt, TLessonApplication } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import type { TApplicationBody } from '@/components/application-form/family-values';

export type TLessonApplyBody = TApplicationBody<TLessonApplication>;

/**
 * POST /lessons/apply (docs/product/api.md): the new request's id and reference, null for a
 * bot's send.
 */
export function applyLesson(body: TLessonApplyBody): Promise<TApplicationReceipt> {
  return callOperation(applicationOperations.applyForLesson, { body });
}

export function useApplyLesson() {
  return useMutation({ mutationFn: applyLesson });
}
