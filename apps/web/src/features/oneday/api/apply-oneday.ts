import { onedayOperations } from '@academy/contracts';
import type { TApplicant, TOnedayApplication } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

/** The application plus the honeypot, which must stay empty. Gender is not part of it. */
export type TOnedayApplyBody = Omit<TOnedayApplication, 'applicant'> & {
  applicant?: TApplicant;
  website?: string;
};

/** POST /oneday/apply (docs/product/api.md): the new request's id, null for a bot's send. */
export async function applyOneday(body: TOnedayApplyBody): Promise<number | null> {
  const receipt = await callOperation(onedayOperations.applyForOneday, { body });
  return receipt.requestId;
}

export function useApplyOneday() {
  return useMutation({ mutationFn: applyOneday });
}
