import { useId } from 'react';
import type { ReactNode } from 'react';
import formStyles from '@/components/form/Form.module.css';
import styles from './Fields.module.css';

export type TChoice<TValue extends string> = {
  value: TValue;
  label: string;
  /** Extra lines under the label (fee, description); turns the choices into cards. */
  details?: ReactNode;
};

type TChoiceGroupProps<TValue extends string> = {
  legend: string;
  name: string;
  choices: readonly TChoice<TValue>[];
  value: string;
  onChange: (value: TValue) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  /** Styles the legend as the title of its form section. */
  legendAsHeading?: boolean;
};

/** Radio buttons under one legend, with the group's error tied to it. */
export function ChoiceGroup<TValue extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  onBlur,
  error,
  required,
  legendAsHeading = false,
}: TChoiceGroupProps<TValue>) {
  const errorId = useId();
  const asCards = choices.some((choice) => choice.details !== undefined);
  return (
    <fieldset
      className={styles.group}
      role="radiogroup"
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={legendAsHeading ? styles.legendHeading : styles.legend}>{legend}</legend>
      <div className={asCards ? styles.cards : styles.choices}>
        {choices.map((choice) => (
          <label key={choice.value} className={asCards ? styles.card : styles.choice}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              onBlur={onBlur}
            />
            <span className={styles.choiceText}>
              <span className={styles.choiceLabel}>{choice.label}</span>
              {choice.details}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={formStyles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
