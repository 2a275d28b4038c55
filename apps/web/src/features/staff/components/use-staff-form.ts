import { staffToast } from '@/components/staff-area/staff-toast';
import type { z } from 'zod';
import { useForm } from '@/components/form/use-form';
import type { TStaffDraft, TStaffDraftField } from './staff-draft';

type TStaffFormOptions<TSchema extends z.ZodType, TResult> = {
  initial: TStaffDraft;
  schema: TSchema;
  toInput: (draft: TStaffDraft) => unknown;
  send: (body: z.output<TSchema>) => Promise<TResult>;
  onSent: (result: TResult) => void | Promise<void>;
  failMessage: (error: unknown) => string;
};

/**
 * Both staff account forms: errors after a refused submit until their field is edited, and one
 * alert for the form as a whole (nothing changed, or the server's refusal) that any edit clears.
 */
export function useStaffForm<TSchema extends z.ZodType, TResult>(
  options: TStaffFormOptions<TSchema, TResult>,
) {
  const form = useForm({
    ...options,
    errorDisplay: 'submit',
    editClearsAlert: true,
    announceFailure: staffToast.error,
  });
  return {
    draft: form.values,
    errorOf: form.errorOf,
    alert: form.alert,
    pending: form.pending,
    onSubmit: form.onSubmit,
    onEdit: <K extends TStaffDraftField>(field: K, value: TStaffDraft[K]) =>
      form.setValue(field, value),
  };
}
