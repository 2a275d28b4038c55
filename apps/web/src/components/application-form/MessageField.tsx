import { TextAreaField } from '@/components/form/TextAreaField';
import { useT } from '@/i18n/use-language';
import type { TForm } from '@/components/form/use-form';

/** The free-text message at the end of both application forms. */
export function MessageField<T extends { message: string }>({ form }: { form: TForm<T> }) {
  const copy = useT().applications.form;
  return (
    <TextAreaField
      name="message"
      label={copy.messageLabel}
      hint={copy.messageHint}
      value={form.values.message}
      error={form.errorOf('message')}
      onChange={(event) => form.setValue('message', event.target.value)}
      onBlur={() => form.touch('message')}
    />
  );
}
