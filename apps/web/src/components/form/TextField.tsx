import { FormField, splitFieldProps } from './FormField';
import type { TControlAttributes, TFieldTextProps } from './FormField';
import styles from './Form.module.css';

type TTextFieldProps = TControlAttributes<'input'> & TFieldTextProps;

/** A labelled input with its hint and error tied to it for assistive technology. */
export function TextField(props: TTextFieldProps) {
  const [field, input] = splitFieldProps(props);
  return (
    <FormField {...field}>
      {(control) => <input {...input} {...control} className={styles.input} />}
    </FormField>
  );
}
