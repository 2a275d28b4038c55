import styles from './LoadingState.module.css';

/** A centred, announced loading message. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className={styles.wrapper} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
