import { HONEYPOT_FIELD } from '@academy/contracts';
import styles from './Form.module.css';

type THoneypotProps = { label: string; value: string; onChange: (value: string) => void };

/**
 * A field people never see or reach; automated senders fill it in and the server then drops
 * what they sent. Hidden from sight, from assistive technology and from the Tab order.
 */
export function Honeypot({ label, value, onChange }: THoneypotProps) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        {label}
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
