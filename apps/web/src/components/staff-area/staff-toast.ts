import { TOASTS } from '@academy/contracts';
import toast from 'react-hot-toast';
import { errorMessageOf } from '@/lib/api-error';

/** The staff screens' toasts: a success stays STAFF_SUCCESS_MS, a failure STAFF_ERROR_MS. */
export const staffToast = {
  success: (text: string) => toast.success(text, { duration: TOASTS.STAFF_SUCCESS_MS }),
  error: (text: string) => toast.error(text, { duration: TOASTS.STAFF_ERROR_MS }),
};

/**
 * Waits for a staff change and tells how it went: on success the text `told` makes of the
 * answer (none when it makes none), on failure the server's words or else `failedText`.
 */
export async function toastOutcome<TResult>(
  change: Promise<TResult>,
  told: (result: TResult) => string | null,
  failedText: string,
): Promise<void> {
  try {
    const text = told(await change);
    if (text) staffToast.success(text);
  } catch (error) {
    staffToast.error(errorMessageOf(error, failedText));
  }
}

/** The part of a react-query mutation `sendStaffChange` drives. */
export type TStaffMutation<TInput, TResult> = {
  isPending: boolean;
  mutate: (
    input: TInput,
    callbacks: { onSuccess: (result: TResult) => void; onError: (error: Error) => void },
  ) => void;
};

/**
 * Sends a staff change unless one is still on its way (a second press does nothing); a failure
 * is told with the server's words or else `failedText`, a success by `onSuccess`.
 */
export function sendStaffChange<TInput, TResult>(
  mutation: TStaffMutation<TInput, TResult>,
  input: TInput,
  onSuccess: (result: TResult) => void,
  failedText: string,
): void {
  if (mutation.isPending) return;
  mutation.mutate(input, {
    onSuccess,
    onError: (error) => staffToast.error(errorMessageOf(error, failedText)),
  });
}
