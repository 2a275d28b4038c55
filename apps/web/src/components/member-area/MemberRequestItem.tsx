import type { ReactNode } from 'react';
import { MemberButton } from './MemberButton';
import styles from './Member.module.css';

/** The badge of a request's state: waiting, approved, rejected or withdrawn. */
const STATE_BADGE = {
  pending: styles.badge,
  approved: `${styles.badge} ${styles.badgeSuccess}`,
  rejected: `${styles.badge} ${styles.badgeDanger}`,
  cancelled: `${styles.badge} ${styles.badgeMuted}`,
} as const;

/**
 * One of the member's requests to the academy (a pause, a schedule change): what it asks for
 * and its state on top, then its details, and while it waits the button that withdraws it.
 */
export function MemberRequestItem({
  title,
  state,
  stateLabel,
  withdraw,
  children,
}: {
  title: ReactNode;
  state: keyof typeof STATE_BADGE;
  stateLabel: string;
  withdraw: { label: string; ariaLabel: string; onClick: () => void };
  children: ReactNode;
}) {
  return (
    <li className={styles.item}>
      <div className={styles.itemTop}>
        <span>{title}</span>
        <span className={STATE_BADGE[state]}>{stateLabel}</span>
      </div>
      {children}
      {state === 'pending' && (
        <div className={styles.actions}>
          <MemberButton tone="danger" aria-label={withdraw.ariaLabel} onClick={withdraw.onClick}>
            {withdraw.label}
          </MemberButton>
        </div>
      )}
    </li>
  );
}
