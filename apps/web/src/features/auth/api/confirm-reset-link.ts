import { authOperations } from '@academy/contracts';
import type { TConfirmResetLinkRequest, TConfirmResetLinkResponse } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

/**
 * POST /auth/confirm-reset-link: forgot-password step 2 by the e-mail's link, once the person
 * pressed the button (never on opening the page); resolves with the address and the reset token.
 */
export async function confirmResetLink(
  body: TConfirmResetLinkRequest,
): Promise<TConfirmResetLinkResponse> {
  return callOperation(authOperations.confirmResetLink, { body });
}

export function useConfirmResetLink() {
  return useMutation({ mutationFn: confirmResetLink });
}
