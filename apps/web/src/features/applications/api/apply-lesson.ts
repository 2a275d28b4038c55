import { applicationOperations } from '@academy/contracts';
import type { TLessonApplication } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

/** The application plus the honeypot, which must stay empty. */
export type TLessonApplyBody = TLessonApplication & { website?: string };

/** POST /lessons/apply (docs/product/api.md): the new request's id, null for a bot's send. */
export async function applyLesson(body: TLessonApplyBody): Promise<number | null> {
  const receipt = await callOperation(applicationOperations.applyForLesson, { body });
  return receipt.requestId;
}

export function useApplyLesson() {
  return useMutation({ mutationFn: applyLesson });
}
