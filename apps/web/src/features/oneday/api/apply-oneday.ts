import { onedayOperations } from '@academy/contracts';
import type { TOnedayApplication } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import type { TApplicationBody } from '@/components/application-form/family-values';

/** Gender is not part of it. */
export type TOnedayApplyBody = TApplicationBody<TOnedayApplication>;

/** POST /oneday/apply (docs/product/api.md): the new request's id, null for a bot's send. */
export async function applyOneday(body: TOnedayApplyBody): Promise<number | null> {
  const receipt = await callOperation(onedayOperations.applyForOneday, { body });
  return receipt.requestId;
}

export function useApplyOneday() {
  return useMutation({ mutationFn: applyOneday });
}
