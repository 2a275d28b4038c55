import { useId } from 'react';
import type { ReactNode } from 'react';
import styles from '@/components/form/Form.module.css';

export type TControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type TFormFieldProps = {
  label: string;
  hint?: string;
  /** Shown under the control. */
  error?: string;
  /** Marks the control invalid without a message of its own (the form-level alert explains). */
  invalid?: boolean;
  /** Ids of texts elsewhere that describe the control, e.g. the form-level alert. */
  describedBy?: string;
  children: (control: TControlProps) => ReactNode;
};

/**
 * A label, hint and error around any control (input, select, textarea). Unlike the shared
 * TextField it can point at a form-level alert, which the inquiry form uses for the one
 * "fill in all required fields" message.
 */
export function FormField({ label, hint, error, invalid, describedBy, children }: TFormFieldProps) {
  const id = useId();
  const ids = [describedBy, hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
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
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
