import { onedayOperations } from '@academy/contracts';
import type { TApplicationReceipt, TOnedayApplication } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import type { TApplicationBody } from '@/components/application-form/family-values';

/** Gender is not part of it. */
export type TOnedayApplyBody = TApplicationBody<TOnedayApplication>;

/**
 * POST /oneday/apply (docs/product/api.md): the new request's id and reference, null for a
 * bot's send.
 */
export function applyOneday(body: TOnedayApplyBody): Promise<TApplicationReceipt> {
  return callOperation(onedayOperations.applyForOneday, { body });
}

export function useApplyOneday() {
  return useMutation({ mutationFn: applyOneday });
}
