import type { ButtonHTMLAttributes } from 'react';
import styles from './Member.module.css';

const TONE_CLASSES = {
  plain: styles.smallButton,
  primary: `${styles.smallButton} ${styles.primaryButton}`,
  danger: `${styles.smallButton} ${styles.dangerButton}`,
} as const;

type TMemberButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'> & {
  /** Plain for leaving or copying, primary for going ahead, danger for taking something back. */
  tone?: keyof typeof TONE_CLASSES;
};

/** A member card's small action button (never a form's submit). */
export function MemberButton({ tone = 'plain', ...button }: TMemberButtonProps) {
  return <button type="button" className={TONE_CLASSES[tone]} {...button} />;
}
