import formStyles from '@/components/form/Form.module.css';
import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';
import { formatCountdown } from '../../hooks/use-countdown';
import styles from './ForgotPassword.module.css';

/** The visible time left. role=timer is not live, so readers are not interrupted every second. */
export function CodeCountdown({ remainingMs }: { remainingMs: number }) {
  const copy = useT().auth.forgotPassword;
  return (
    <>
      <p role="timer" className={styles.timer}>
        {format(copy.timeLeft, { time: formatCountdown(remainingMs) })}
      </p>
      {remainingMs === 0 && (
        <p role="alert" className={formStyles.error}>
          {copy.codeExpired}
        </p>
      )}
    </>
  );
}
