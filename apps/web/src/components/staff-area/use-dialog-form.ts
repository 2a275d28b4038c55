import type { z } from 'zod';
import { useForm } from '@/components/form/use-form';
import type { TFormOptions, TValues } from '@/components/form/use-form';
import { errorMessageOf } from '@/lib/api-error';
import { staffToast } from './staff-toast';

type TDialogFormOptions<T extends TValues, TSchema extends z.ZodType, TResult> = Omit<
  TFormOptions<T, TSchema, TResult>,
  'errorDisplay' | 'onSent' | 'failMessage' | 'announceFailure'
> & {
  /** Closes the dialog once the form is sent. */
  onClose: () => void;
  /** The success toast when the answer carries no message of its own. */
  sentText?: string;
  /** The alert and toast of a failed send when the error says nothing more useful. */
  failText: string;
};

/**
 * A staff dialog's form: errors after a refused submit, then on success a toast with the answer's
 * message and the dialog closes; a failure shows in the form's alert and as a toast.
 */
export function useDialogForm<
  T extends TValues,
  TSchema extends z.ZodType,
  TResult extends { message?: string },
>({ onClose, sentText = '', failText, ...options }: TDialogFormOptions<T, TSchema, TResult>) {
  return useForm({
    ...options,
    errorDisplay: 'submit',
    onSent: (result) => {
      staffToast.success(result.message || sentText);
      onClose();
    },
    failMessage: (error) => errorMessageOf(error, failText),
    announceFailure: staffToast.error,
  });
}
