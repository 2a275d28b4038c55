import { validationMessage, ZContactSubmitRequest } from '@academy/contracts';
import type { TContactSubmitRequest } from '@academy/contracts';
import { useState } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { validateForm } from '@/lib/validate-form';
import type { TFieldErrorKeys } from '@/lib/validate-form';

const EMPTY = { nickname: '', password: '', subject: '', category: '', message: '' };
type TContactField = keyof typeof EMPTY;

/**
 * The inquiry form's values and errors. Every missing field carries the same "fill in all
 * required fields" message (docs/product/validation.md), so it is shown once for the form while the fields are
 * only marked; other problems (a short password) show under their field.
 */
export function useContactForm() {
  const { language } = useLanguage();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<TFieldErrorKeys>({});

  const setValue = (name: TContactField, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  const check = (form: HTMLFormElement): TContactSubmitRequest | null => {
    const result = validateForm(ZContactSubmitRequest, values);
    if (result.success) return result.data;
    setErrors(result.errors);
    const first = Object.keys(result.errors)[0];
    form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return null;
  };

  const errorOf = (name: TContactField): string | undefined => {
    const key = errors[name];
    return key && key !== 'allRequiredFields' ? validationMessage(key, language) : undefined;
  };

  return {
    values,
    setValue,
    check,
    errorOf,
    isMissing: (name: TContactField) => errors[name] === 'allRequiredFields',
    missingMessage: Object.values(errors).includes('allRequiredFields')
      ? validationMessage('allRequiredFields', language)
      : null,
    reset: () => {
      setValues(EMPTY);
      setErrors({});
    },
  };
}
