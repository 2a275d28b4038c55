import type { ChangeEvent } from 'react';
import type { TForm, TTextField, TValues } from './use-form';

/**
 * A text field's value, error and edit, for forms that show their errors after a submit:
 * unlike `field(name)` of `useForm`, no `name` and no blur that would mark the field touched.
 */
export function textBinding<T extends TValues, K extends TTextField<T>>(
  form: Pick<TForm<T>, 'values' | 'errorOf' | 'setValue'>,
  name: K,
) {
  return {
    value: form.values[name] as string,
    error: form.errorOf(name),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      form.setValue(name, event.target.value as T[K]),
  };
}
