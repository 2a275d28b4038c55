import {
  SIBLING_DISCOUNT_KINDS,
  SIBLING_DISCOUNT_LIMITS,
  ZSiblingDiscount,
  type TSiblingDiscount,
  type TSiblingDiscountKind,
} from '@academy/contracts';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { format } from '@/i18n/format';
import { useSiblingDiscountCopy } from '@/i18n/sections/sibling-discount';
import { useLanguage } from '@/i18n/use-language';
import { useSetSiblingDiscount, useSiblingDiscount } from '../api/sibling-discount';
import { SettingSection } from './AdminSettingPanel';
import { SettingForm } from './SettingForm';
import { amountText } from './tuition-text';

/** "10,000원" / "KRW 10,000", "10%", or none: the setting as one phrase. */
function useSettingText() {
  const copy = useSiblingDiscountCopy();
  const { language } = useLanguage();
  return (setting: TSiblingDiscount) => {
    if (setting.kind === 'percent') return `${setting.value}%`;
    if (setting.kind === 'amount') return amountText(setting.value, language);
    return copy.noneValue;
  };
}

/**
 * An empty field is no value: left as text it fails the number check with its own message,
 * where Number('') would quietly send 0.
 */
const valueInput = (kind: TSiblingDiscountKind, text: string) => {
  if (kind === 'none') return 0;
  return text.trim() === '' ? text : Number(text);
};

/** The admin's form: no discount, a fixed amount or a percentage (docs/product/tuition.md). */
function SiblingDiscountForm({
  setting,
  labelledBy,
}: {
  setting: TSiblingDiscount;
  labelledBy: string;
}) {
  const copy = useSiblingDiscountCopy();
  const save = useSetSiblingDiscount();
  const { AMOUNT_MIN, AMOUNT_MAX, PERCENT_MIN, PERCENT_MAX } = SIBLING_DISCOUNT_LIMITS;
  return (
    <SettingForm
      initial={{ kind: setting.kind, value: setting.kind === 'none' ? '' : String(setting.value) }}
      schema={ZSiblingDiscount}
      toInput={({ kind, value }) => ({ kind, value: valueInput(kind, value) })}
      save={save.mutateAsync}
      copy={copy}
      labelledBy={labelledBy}
    >
      {(form) => {
        const { kind } = form.values;
        return (
          <>
            <SelectField
              name="kind"
              label={copy.kind}
              value={kind}
              required
              onChange={(event) => {
                const next = SIBLING_DISCOUNT_KINDS.find((value) => value === event.target.value);
                if (next) form.setValue('kind', next);
              }}
            >
              {SIBLING_DISCOUNT_KINDS.map((value) => (
                <option key={value} value={value}>
                  {copy.kinds[value]}
                </option>
              ))}
            </SelectField>
            {kind !== 'none' && (
              <TextField
                {...form.field('value')}
                type="number"
                inputMode="numeric"
                label={copy.value}
                hint={kind === 'amount' ? copy.amountHint : copy.percentHint}
                min={kind === 'amount' ? AMOUNT_MIN : PERCENT_MIN}
                max={kind === 'amount' ? AMOUNT_MAX : PERCENT_MAX}
                step={1}
                required
              />
            )}
          </>
        );
      }}
    </SettingForm>
  );
}

/**
 * The sibling discount on the staff tuition page: every staff member reads the current
 * setting; admins change it (the API refuses teachers).
 */
export function SiblingDiscountPanel({ isAdmin }: { isAdmin: boolean }) {
  const copy = useSiblingDiscountCopy();
  const settingText = useSettingText();
  return (
    <SettingSection copy={copy} query={useSiblingDiscount()}>
      {(setting, headingId) => (
        <>
          <p>{format(copy.current, { value: settingText(setting) })}</p>
          {isAdmin && (
            <SiblingDiscountForm
              key={`${setting.kind}:${setting.value}`}
              setting={setting}
              labelledBy={headingId}
            />
          )}
        </>
      )}
    </SettingSection>
  );
}
