import { FormField, splitFieldProps } from './FormField';
import type { TControlAttributes, TFieldTextProps } from './FormField';
import styles from './Form.module.css';

type TTextAreaFieldProps = TControlAttributes<'textarea'> &
  TFieldTextProps & {
    /** Added to the shared look, e.g. for a taller minimum height. */
    className?: string;
  };

/** A labelled multi-line input, resizable in height, with its hint and error tied to it. */
export function TextAreaField({ className, ...props }: TTextAreaFieldProps) {
  const [field, textarea] = splitFieldProps(props);
  const classes = [styles.input, styles.textarea, className].filter(Boolean).join(' ');
  return (
    <FormField {...field}>
      {(control) => <textarea {...textarea} {...control} className={classes} />}
    </FormField>
  );
}
