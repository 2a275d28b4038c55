import { useState } from 'react';
import { sendStaffChange, staffToast } from './staff-toast';
import type { TStaffMutation } from './staff-toast';

/**
 * The request a staff list has open in its dialog, and the decision sent on it: a second press
 * while one is on its way does nothing; on success a toast says what was done and the dialog
 * closes; on failure a toast gives the server's words (or `failedText`) and the dialog stays.
 */
export function useOpenedDecision<TItem, TInput>(
  mutation: TStaffMutation<TInput, unknown>,
  failedText: string,
) {
  const [open, setOpen] = useState<TItem | null>(null);
  const decide = (input: TInput, doneText: string) =>
    sendStaffChange(
      mutation,
      input,
      () => {
        staffToast.success(doneText);
        setOpen(null);
      },
      failedText,
    );
  return { open, setOpen, close: () => setOpen(null), decide, pending: mutation.isPending };
}
