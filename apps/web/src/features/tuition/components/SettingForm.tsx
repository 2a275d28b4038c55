import type { ComponentProps, ReactNode } from 'react';
import type { z } from 'zod';
import { SubmitForm } from '@/components/form/SubmitForm';
import { TextField } from '@/components/form/TextField';
import type { TFieldBinding, TTextField, TValues } from '@/components/form/use-form';
import { useDialogForm } from '@/components/staff-area/use-dialog-form';

type TSettingFormProps<T extends TValues, TSchema extends z.ZodType> = {
  initial: T;
  schema: TSchema;
  toInput?: (values: T) => unknown;
  save: (body: z.output<TSchema>) => Promise<{ message: string }>;
  copy: { submit: string; submitting: string; failed: string };
  labelledBy: string;
};

type TSettingFormState<T extends TValues, TSchema extends z.ZodType> = ReturnType<
  typeof useDialogForm<T, TSchema, { message: string }>
>;

/**
 * The form of an admin's setting on the staff tuition page (sibling discount, bank transfer,
 * details for receipts): it starts from the saved setting, sends the whole setting at once and
 * stays on the page after a save; the panel starts it again from what was saved.
 */
export function SettingForm<T extends TValues, TSchema extends z.ZodType>({
  initial,
  schema,
  toInput,
  save,
  copy,
  labelledBy,
  children,
}: TSettingFormProps<T, TSchema> & {
  children: (form: TSettingFormState<T, TSchema>) => ReactNode;
}) {
  const form = useDialogForm({
    initial,
    schema,
    toInput,
    send: save,
    onClose: () => undefined,
    failText: copy.failed,
  });
  return (
    <SubmitForm
      form={form}
      submitLabel={copy.submit}
      pendingLabel={copy.submitting}
      labelledBy={labelledBy}
    >
      {children(form)}
    </SubmitForm>
  );
}

/** One text field of a setting: its name in the form and how its TextField shows it. */
export type TSettingField<T> = { name: TTextField<T> } & Omit<
  ComponentProps<typeof TextField>,
  keyof TFieldBinding
>;

/** A setting made only of text fields, in the order given. */
export function TextSettingForm<T extends Record<string, string>, TSchema extends z.ZodType>({
  fields,
  ...props
}: TSettingFormProps<T, TSchema> & { fields: readonly TSettingField<T>[] }) {
  return (
    <SettingForm {...props}>
      {(form) =>
        fields.map(({ name, ...field }) => (
          <TextField key={name} {...form.field(name)} {...field} />
        ))
      }
    </SettingForm>
  );
}
