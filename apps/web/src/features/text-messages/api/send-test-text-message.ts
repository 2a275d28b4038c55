import { textMessageTemplateOperations } from '@academy/contracts';
import type { TTextMessageTestSent } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperationWithMessage } from '@/lib/call-operation';

/** POST /text-message-templates/{code}/test: queues one test send, with the server's message. */
export async function sendTestTextMessage(input: {
  code: string;
  phone: string;
}): Promise<{ data: TTextMessageTestSent; message: string }> {
  return callOperationWithMessage(textMessageTemplateOperations.sendTestTextMessage, {
    params: { code: input.code },
    body: { phone: input.phone },
  });
}

export function useSendTestTextMessage() {
  return useMutation({ mutationFn: sendTestTextMessage });
}
