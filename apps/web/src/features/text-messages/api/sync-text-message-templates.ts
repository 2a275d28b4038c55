import { textMessageTemplateOperations } from '@academy/contracts';
import { callOperationWithMessage } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { staffTextMessageTemplatesQueryKey } from './get-text-message-templates';

/**
 * POST /text-message-templates/sync: resolves once the sync is queued (not when it is done) with
 * the server's message, which says whether it was queued or one was already waiting.
 */
export async function syncTextMessageTemplates(): Promise<string> {
  const { message } = await callOperationWithMessage(
    textMessageTemplateOperations.syncTextMessageTemplates,
  );
  return message;
}

export function useSyncTextMessageTemplates() {
  return useRefreshingMutation(
    syncTextMessageTemplates,
    [staffTextMessageTemplatesQueryKey],
    'success',
  );
}
