import { useId, useState } from 'react';
import formStyles from '@/components/form/Form.module.css';
import { useLanguage, useT } from '@/i18n/use-language';
import fieldStyles from '@/components/application-form/Fields.module.css';

/**
 * The isForeigner choice: ticked on an English page (the visitor reads English), following the
 * page's language until the person ticks or unticks it themselves; then their choice stays.
 */
export function useForeignerChoice() {
  const { language } = useLanguage();
  const [chosen, setChosen] = useState<boolean | null>(null);
  return {
    checked: chosen ?? language === 'ENG',
    choose: setChosen,
    reset: () => setChosen(null),
  };
}

type TForeignerFieldProps = { checked: boolean; onChange: (checked: boolean) => void };

/** The isForeigner flag: the member pages and messages will then be in English. */
export function ForeignerField({ checked, onChange }: TForeignerFieldProps) {
  const t = useT();
  const hintId = useId();
  return (
    <label className={fieldStyles.checkbox}>
      <input
        type="checkbox"
        name="isForeigner"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hintId}
      />
      <span className={fieldStyles.choiceText}>
        <span className={fieldStyles.choiceLabel}>{t.applications.lesson.foreignerLabel}</span>
        <span id={hintId} className={formStyles.hint}>
          {t.applications.lesson.foreignerHint}
        </span>
      </span>
    </label>
  );
}
