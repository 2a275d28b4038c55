import { FORGOT_PASSWORD_STEPS } from '@academy/contracts';
import type { TForgotPasswordStep } from '@academy/contracts';
import { useT } from '@/i18n/use-language';
import styles from './ForgotPassword.module.css';

/** The four steps as an ordered list; the current one carries aria-current="step". */
export function StepIndicator({ current }: { current: TForgotPasswordStep }) {
  const t = useT();
  const currentIndex = FORGOT_PASSWORD_STEPS.indexOf(current);
  return (
    <ol className={styles.steps} aria-label={t.auth.forgotPassword.stepsLabel}>
      {FORGOT_PASSWORD_STEPS.map((step, index) => {
        const done = index < currentIndex;
        return (
          <li
            key={step}
            className={styles.step}
            data-state={done ? 'done' : undefined}
            aria-current={step === current ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {done ? '✓' : index + 1}
            </span>
            <span>{t.auth.forgotPassword.steps[step]}</span>
            {done && (
              <span className={styles.visuallyHidden}>{t.auth.forgotPassword.stepDone}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
