import { formatPhone, normalizePhone, PHONE_DISPLAY_MAX_LENGTH } from '@academy/contracts';
import type { ChangeEvent } from 'react';
import { TextField } from '@/components/form/TextField';

/** Ids and addresses are taken as typed: no autofill, capitals or spelling fixes. */
export const VERBATIM_INPUT = {
  autoComplete: 'off',
  autoCapitalize: 'none',
  spellCheck: false,
} as const;

type TPhoneFieldProps = {
  name: string;
  /** The phone number in digits; the field shows it with hyphens. */
  digits: string;
  error: string | undefined;
  label: string;
  hint: string;
  required: boolean;
  /** The number as typed, in digits. */
  onDigits: (digits: string) => void;
};

/** A phone number field: shown with hyphens, kept in digits, typed on a number pad. */
export function PhoneField({ digits, onDigits, ...field }: TPhoneFieldProps) {
  return (
    <TextField
      {...field}
      value={formatPhone(digits)}
      type="tel"
      inputMode="numeric"
      maxLength={PHONE_DISPLAY_MAX_LENGTH}
      autoComplete="off"
      onChange={(event) => onDigits(normalizePhone(event.target.value))}
    />
  );
}

export type TContactField = 'name' | 'email' | 'phoneNumber';

type TContactFieldsProps = {
  /** The phone number in digits; the field shows it with hyphens. */
  values: Record<TContactField, string>;
  errorOf: (field: TContactField) => string | undefined;
  copy: { name: string; email: string; phone: string; phoneHint: string };
  /** Members always have a phone number; staff accounts may have none. */
  phoneRequired: boolean;
  onEdit: (field: TContactField, value: string) => void;
};

/** Name, email and phone number of a person the staff edit: a member or a staff account. */
export function ContactFields({
  values,
  errorOf,
  copy,
  phoneRequired,
  onEdit,
}: TContactFieldsProps) {
  const bound = (field: 'name' | 'email') => ({
    name: field,
    value: values[field],
    error: errorOf(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => onEdit(field, event.target.value),
  });
  return (
    <>
      <TextField {...bound('name')} label={copy.name} autoComplete="off" required />
      <TextField {...bound('email')} type="email" label={copy.email} {...VERBATIM_INPUT} required />
      <PhoneField
        name="phoneNumber"
        digits={values.phoneNumber}
        error={errorOf('phoneNumber')}
        label={copy.phone}
        hint={copy.phoneHint}
        required={phoneRequired}
        onDigits={(digits) => onEdit('phoneNumber', digits)}
      />
    </>
  );
}
