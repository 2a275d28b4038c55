import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';

/**
 * When a change refreshes the queries it made stale:
 * - `success`: once it succeeded, in the background (the change resolves at once);
 * - `settled`: after success or failure, and the change resolves only once they are fetched again.
 */
export type TRefreshMoment = 'success' | 'settled';

/** A mutation that marks the queries under `staleKeys` stale, so every screen showing them reloads. */
export function useRefreshingMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  staleKeys: readonly QueryKey[],
  moment: TRefreshMoment,
) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(staleKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation(
    moment === 'success'
      ? {
          mutationFn,
          onSuccess: () => {
            void refresh();
          },
        }
      : { mutationFn, onSettled: refresh },
  );
}
