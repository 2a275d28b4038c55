import { memberOperations } from '@academy/contracts';
import type { TMessageChannelChoice, TMessageChannelSetting } from '@academy/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation, callOperationWithMessage } from '@/lib/call-operation';

export const messageChannelQueryKey = ['member', 'message-channel'] as const;

/** GET /users/me/message-channel: 알림톡 or e-mail, when chosen, and whether texts are sent at all. */
export async function getMessageChannel(): Promise<TMessageChannelSetting> {
  return callOperation(memberOperations.getMessageChannel);
}

export function useMessageChannel() {
  return useQuery({ queryKey: messageChannelQueryKey, queryFn: getMessageChannel });
}

/** PUT /users/me/message-channel; the setting as stored, with the server's message. */
export async function chooseMessageChannel(body: TMessageChannelChoice) {
  return callOperationWithMessage(memberOperations.updateMessageChannel, { body });
}

export function useChooseMessageChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseMessageChannel,
    onSuccess: ({ data }) => {
      queryClient.setQueryData<TMessageChannelSetting>(messageChannelQueryKey, data);
    },
  });
}
