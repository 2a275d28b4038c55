import { bankNameOf, VIRTUAL_ACCOUNT_BANK_CODES } from '@academy/contracts';
import { toLanguageTag } from '@/i18n/language';
import { useLanguage } from '@/i18n/use-language';
import { SelectField } from './SelectField';

/**
 * A bank among Toss's codes, named in the language on screen: the bank of a virtual account, or
 * of the account a refund goes back to.
 */
export function BankSelectField(props: {
  label: string;
  value: string;
  onChange: (bank: string) => void;
}) {
  const { language } = useLanguage();
  const lang = toLanguageTag(language);
  return (
    <SelectField
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    >
      {VIRTUAL_ACCOUNT_BANK_CODES.map((code) => (
        <option key={code} value={code}>
          {bankNameOf(code, lang)}
        </option>
      ))}
    </SelectField>
  );
}
