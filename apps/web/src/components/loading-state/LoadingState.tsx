import styles from './LoadingState.module.css';

type TLoadingStateProps = {
  label: string;
  /**
   * Holds a whole screen while a page's code loads, so the footer below stays out of view and
   * does not jump when the page arrives (layout shift, docs/performance.md).
   */
  fillScreen?: boolean;
};

/** A centred, announced loading message. */
export function LoadingState({ label, fillScreen = false }: TLoadingStateProps) {
  const className = fillScreen ? `${styles.wrapper} ${styles.fillScreen}` : styles.wrapper;
  return (
    <div className={className} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
