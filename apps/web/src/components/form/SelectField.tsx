import { FormField, splitFieldProps } from './FormField';
import type { TControlAttributes, TFieldTextProps } from './FormField';
import styles from './Form.module.css';

type TSelectFieldProps = TControlAttributes<'select'> & TFieldTextProps;

/** A labelled native select drawn like the inputs, with its own arrow; options are children. */
export function SelectField(props: TSelectFieldProps) {
  const [field, select] = splitFieldProps(props);
  return (
    <FormField {...field}>
      {(control) => (
        <select {...select} {...control} className={`${styles.input} ${styles.select}`} />
      )}
    </FormField>
  );
}
