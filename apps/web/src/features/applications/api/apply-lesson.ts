import { applicationOperations } from '@academy/contracts';
import type { TApplicant, TLessonApplication } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

/** The application plus the honeypot, which must stay empty; one's own may leave `applicant` out. */
export type TLessonApplyBody = Omit<TLessonApplication, 'applicant'> & {
  applicant?: TApplicant;
  website?: string;
};

/** POST /lessons/apply (docs/product/api.md): the new request's id, null for a bot's send. */
export async function applyLesson(body: TLessonApplyBody): Promise<number | null> {
  const receipt = await callOperation(applicationOperations.applyForLesson, { body });
  return receipt.requestId;
}

export function useApplyLesson() {
  return useMutation({ mutationFn: applyLesson });
}
