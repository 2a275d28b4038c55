import { remindersOperations } from '@academy/contracts';
import type { TReminderSettings } from '@academy/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation, callOperationWithMessage } from '@/lib/call-operation';

export const reminderSettingsQueryKey = ['member', 'reminders'] as const;

/** GET /users/me/reminders: whether the member is reminded outside the app (e-mail or 알림톡). */
export async function getReminderSettings(): Promise<TReminderSettings> {
  return callOperation(remindersOperations.getReminderSettings);
}

export function useReminderSettings() {
  return useQuery({ queryKey: reminderSettingsQueryKey, queryFn: getReminderSettings });
}

/** PUT /users/me/reminders; resolves with the server's message, which says what is now set. */
export async function updateReminderSettings(body: TReminderSettings): Promise<string> {
  const { message } = await callOperationWithMessage(remindersOperations.updateReminderSettings, {
    body,
  });
  return message;
}

export function useUpdateReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminderSettings,
    onSuccess: (_message, settings) => {
      queryClient.setQueryData<TReminderSettings>(reminderSettingsQueryKey, settings);
    },
  });
}
