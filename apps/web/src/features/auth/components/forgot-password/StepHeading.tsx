import { useEffect, useRef } from 'react';
import styles from './ForgotPassword.module.css';

type TStepHeadingProps = { children: string; focusOnMount: boolean };

/** Each step's title. After a step change focus moves here, so keyboard and reader users follow. */
export function StepHeading({ children, focusOnMount }: TStepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <h2 ref={ref} tabIndex={-1} className={styles.heading}>
      {children}
    </h2>
  );
}
