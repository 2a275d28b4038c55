import type { ReactNode } from 'react';
import { Modal } from '@/components/modal/Modal';
import styles from './Staff.module.css';
import { StaffButton } from './StaffButton';

/** What staff decide on a member's request. */
export type TRequestDecision = 'approve' | 'reject';

/** Reject before approve. */
const DECISION_BUTTONS = [
  { decision: 'reject', tone: 'danger' },
  { decision: 'approve', tone: 'primary' },
] as const;

type TDecisionButtonsProps = {
  pending: boolean;
  chosen: TRequestDecision | null;
  copy: Record<TRequestDecision, string> & { processing: string };
  onDecide: (decision: TRequestDecision) => void;
};

/**
 * A request dialog's two decisions, for its footer: both wait while one is on its way, and the
 * one sent (`chosen`) says so.
 */
function DecisionButtons({ pending, chosen, copy, onDecide }: TDecisionButtonsProps) {
  return (
    <>
      {DECISION_BUTTONS.map(({ decision, tone }) => (
        <StaffButton
          key={decision}
          tone={tone}
          disabled={pending}
          busy={pending && chosen === decision}
          onClick={() => onDecide(decision)}
        >
          {pending && chosen === decision ? copy.processing : copy[decision]}
        </StaffButton>
      ))}
    </>
  );
}

/**
 * One member's request for staff to decide (a pause, a schedule change): its facts, then while
 * it waits the fields of the decision and the two buttons; once decided, a line that says so.
 */
export function DecisionModal({
  title,
  onClose,
  decidable,
  facts,
  settledText,
  buttons,
  children,
}: {
  title: string;
  onClose: () => void;
  decidable: boolean;
  facts: ReactNode;
  settledText: string;
  buttons: TDecisionButtonsProps;
  /** The fields of the decision, shown while the request waits. */
  children: ReactNode;
}) {
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size="lg"
      footer={decidable ? <DecisionButtons {...buttons} /> : undefined}
    >
      {facts}
      {decidable ? children : <p className={styles.cardMeta}>{settledText}</p>}
    </Modal>
  );
}
