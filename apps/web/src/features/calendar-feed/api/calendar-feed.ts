import { calendarFeedOperations, type TCalendarFeedState } from '@academy/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

export const calendarFeedQueryKey = ['calendar-feed'] as const;

/** GET /calendar-feed: whether the signed-in account's feed is on (its URL is never sent again). */
export function useCalendarFeedState() {
  return useQuery({
    queryKey: calendarFeedQueryKey,
    queryFn: () => callOperation(calendarFeedOperations.getCalendarFeed),
  });
}

/** POST /calendar-feed: turns the feed on or gives it a new URL; resolves with that URL. */
export function useEnableCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await callOperation(calendarFeedOperations.enableCalendarFeed)).url,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedQueryKey }),
  });
}

/** DELETE /calendar-feed: turns the feed off. */
export function useDisableCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callOperation(calendarFeedOperations.disableCalendarFeed),
    onSuccess: (state) => queryClient.setQueryData<TCalendarFeedState>(calendarFeedQueryKey, state),
  });
}
