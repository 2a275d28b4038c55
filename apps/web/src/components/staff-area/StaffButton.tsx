import type { ButtonHTMLAttributes } from 'react';
import styles from './Staff.module.css';

const TONE_CLASSES = {
  plain: styles.button,
  primary: styles.primaryButton,
  danger: styles.dangerButton,
} as const;

type TStaffButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'> & {
  /** Plain for leaving or opening, primary for going ahead, danger for refusing or deleting. */
  tone?: keyof typeof TONE_CLASSES;
  /** The action it started is still running. */
  busy?: boolean;
};

/** A staff screen's action button (never a form's submit: see `SubmitButton`). */
export function StaffButton({ tone = 'plain', busy = false, ...button }: TStaffButtonProps) {
  return (
    <button
      type="button"
      className={TONE_CLASSES[tone]}
      aria-busy={busy || undefined}
      {...button}
    />
  );
}
