import { formatPhone, normalizePhone } from '@academy/contracts';
import { TextField } from '@/components/form/TextField';

/** 010-1234-5678 with its hyphens. */
const PHONE_DISPLAY_MAX_LENGTH = 13;

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
  return (
    <>
      <TextField
        name="name"
        value={values.name}
        error={errorOf('name')}
        label={copy.name}
        autoComplete="off"
        required
        onChange={(event) => onEdit('name', event.target.value)}
      />
      <TextField
        name="email"
        value={values.email}
        error={errorOf('email')}
        type="email"
        label={copy.email}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        onChange={(event) => onEdit('email', event.target.value)}
      />
      <TextField
        name="phoneNumber"
        value={formatPhone(values.phoneNumber)}
        error={errorOf('phoneNumber')}
        type="tel"
        inputMode="numeric"
        maxLength={PHONE_DISPLAY_MAX_LENGTH}
        label={copy.phone}
        hint={copy.phoneHint}
        autoComplete="off"
        required={phoneRequired}
        onChange={(event) => onEdit('phoneNumber', normalizePhone(event.target.value))}
      />
    </>
  );
}
