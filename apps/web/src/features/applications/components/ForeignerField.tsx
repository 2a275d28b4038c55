import { useId } from 'react';
import formStyles from '@/components/form/Form.module.css';
import { useT } from '@/i18n/use-language';
import fieldStyles from '@/components/application-form/Fields.module.css';

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
