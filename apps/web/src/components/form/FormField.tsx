import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import styles from './Form.module.css';

/** What the wrapped control needs so its label, hint and error belong to it. */
export type TControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type TFieldTextProps = {
  label: string;
  hint?: string;
  /** Shown under the control and announced; marks the control invalid. */
  error?: string;
  /** Marks the control invalid without a message of its own (a form-level alert explains). */
  invalid?: boolean;
  /** Ids of texts elsewhere that describe the control, e.g. that form-level alert. */
  describedBy?: string;
};

/** A control's own attributes; the field sets its id, its ARIA ties and its look. */
export type TControlAttributes<TTag extends 'input' | 'select' | 'textarea'> = Omit<
  ComponentProps<TTag>,
  'id' | 'className' | 'aria-invalid' | 'aria-describedby'
>;

/** Splits a field's props into its texts, for FormField, and the attributes of its control. */
export function splitFieldProps<T extends TFieldTextProps>(props: T) {
  const { label, hint, error, invalid, describedBy, ...control } = props;
  return [{ label, hint, error, invalid, describedBy }, control] as const;
}

type TFormFieldProps = TFieldTextProps & { children: (control: TControlProps) => ReactNode };

/** A label, hint and error around any control (input, select, textarea), tied to it by ids. */
export function FormField({ label, hint, error, invalid, describedBy, children }: TFormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const ids = [describedBy, hint && hintId, error && errorId].filter(Boolean);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error || invalid ? true : undefined,
        'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
