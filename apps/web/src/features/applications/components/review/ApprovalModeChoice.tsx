import fieldsetStyles from '@/components/staff-area/Fieldset.module.css';
import { useT } from '@/i18n/use-language';
import type { TApprovalMode } from './approval-draft';
import styles from './LessonApplications.module.css';

/** A preferred slot of the applicant's, or a weekly slot the staff choose. */
const MODES = [
  { mode: 'preferred', label: 'modePreferred' },
  { mode: 'custom', label: 'modeCustom' },
] as const satisfies ReadonlyArray<{ mode: TApprovalMode; label: string }>;

type TApprovalModeChoiceProps = {
  radioName: string;
  mode: TApprovalMode;
  onChoose: (mode: TApprovalMode) => void;
};

export function ApprovalModeChoice({
  radioName,
  mode: chosen,
  onChoose,
}: TApprovalModeChoiceProps) {
  const copy = useT().staffLessons.approve;
  return (
    <fieldset className={fieldsetStyles.fieldset}>
      <legend className={styles.legend}>{copy.modeLegend}</legend>
      <div className={styles.choices}>
        {MODES.map(({ mode, label }) => (
          <label key={mode} className={styles.choice}>
            <input
              type="radio"
              name={`${radioName}-mode`}
              checked={chosen === mode}
              onChange={() => onChoose(mode)}
            />
            {copy[label]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
