import {
  textMessageLogOperations,
  type TTextMessageKind,
  type TTextMessageLog,
  type TTextMessageStatus,
} from '@academy/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

export type TTextMessageLogFilter = {
  page: number;
  status: TTextMessageStatus | 'all';
  kind: TTextMessageKind | 'all';
};

export const textMessageLogQueryKey = (filter: TTextMessageLogFilter) =>
  ['staff', 'text-message-log', filter] as const;

/** GET /text-messages/log: a page of the messages sent, recipients masked (admins). */
export function getTextMessageLog(filter: TTextMessageLogFilter): Promise<TTextMessageLog> {
  return callOperation(textMessageLogOperations.getTextMessageLog, {
    query: { page: filter.page, status: filter.status, kind: filter.kind },
  });
}

/** A page of the log; the previous page stays on screen while the next one loads. */
export function useTextMessageLog(filter: TTextMessageLogFilter) {
  return useQuery({
    queryKey: textMessageLogQueryKey(filter),
    queryFn: () => getTextMessageLog(filter),
    placeholderData: keepPreviousData,
  });
}
