import styles from './StatusBadge.module.css';

/** waiting: needs staff action; done: settled well; stopped: refused or cancelled. */
export type TStatusTone = 'waiting' | 'done' | 'stopped' | 'neutral';

const toneByStatus: Record<string, TStatusTone> = {
  pending: 'waiting',
  contacted: 'waiting',
  scheduled: 'done',
  approved: 'done',
  replied: 'done',
  completed: 'done',
  active: 'done',
  rejected: 'stopped',
  cancelled: 'stopped',
  suspended: 'stopped',
  running: 'waiting',
  succeeded: 'done',
  failed: 'stopped',
  paid: 'done',
  unpaid: 'waiting',
  inspecting: 'waiting',
  missing: 'stopped',
};

/** One status pill for every back-office list; the label comes from the contracts' labels. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  const tone = toneByStatus[status] ?? 'neutral';
  const className = tone === 'neutral' ? styles.badge : `${styles.badge} ${styles[tone]}`;
  return <span className={className}>{label}</span>;
}
