import { textMessageUsageOperations, type TTextMessageUsage } from '@academy/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

export const textMessageUsageQueryKey = (month: string) =>
  ['staff', 'text-message-usage', month] as const;

/** GET /text-messages/usage: one month's messages by outcome and the estimated cost (admins). */
export function getTextMessageUsage(month: string): Promise<TTextMessageUsage> {
  return callOperation(textMessageUsageOperations.getTextMessageUsage, { query: { month } });
}

/** The month's usage; the previous month's stays on screen while the next one loads. */
export function useTextMessageUsage(month: string) {
  return useQuery({
    queryKey: textMessageUsageQueryKey(month),
    queryFn: () => getTextMessageUsage(month),
    placeholderData: keepPreviousData,
  });
}
