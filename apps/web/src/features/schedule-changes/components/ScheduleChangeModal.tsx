import {
  canProcessScheduleChange,
  ZScheduleChangeApproveRequest,
  ZScheduleChangeRejectRequest,
} from '@academy/contracts';
import type { TScheduleChangeItem } from '@academy/contracts';
import { useState } from 'react';
import {
  DecisionReasonField,
  useDecisionReason,
} from '@/components/staff-area/DecisionReasonField';
import { Modal } from '@/components/modal/Modal';
import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';
import { validateForm } from '@/lib/validate-form';
import type { TScheduleChangeDecision } from '../api/process-schedule-change';
import styles from '@/components/staff-area/Staff.module.css';
import { StaffButton } from '@/components/staff-area/StaffButton';
import { ScheduleChangeFacts } from './ScheduleChangeFacts';

const SCHEMAS = {
  approve: ZScheduleChangeApproveRequest,
  reject: ZScheduleChangeRejectRequest,
} as const;

/** The footer's two decisions, reject before approve. */
const DECISION_BUTTONS = [
  { decision: 'reject', tone: 'danger' },
  { decision: 'approve', tone: 'primary' },
] as const;

type TScheduleChangeModalProps = {
  modification: TScheduleChangeItem;
  onClose: () => void;
  onDecide: (decision: TScheduleChangeDecision, teacherResponse: string) => void;
  pending: boolean;
};

/**
 * Every detail of one schedule change request; a pending one is approved or rejected here with
 * a required reason (docs/product/validation.md). Mount it with a key per request so the reason starts empty.
 */
export function ScheduleChangeModal({
  modification: item,
  onClose,
  onDecide,
  pending,
}: TScheduleChangeModalProps) {
  const t = useT();
  const copy = t.staffRequests.modifications;
  const reason = useDecisionReason();
  const [chosen, setChosen] = useState<TScheduleChangeDecision | null>(null);
  const processable = canProcessScheduleChange(item.status);

  const decide = (decision: TScheduleChangeDecision) => {
    if (pending) return;
    const result = validateForm(SCHEMAS[decision], { teacherResponse: reason.reason });
    if (!result.success) {
      return reason.setProblem(result.errors.teacherResponse ?? 'requestInfoNotFound');
    }
    reason.setProblem(null);
    setChosen(decision);
    onDecide(decision, result.data.teacherResponse);
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={format(copy.detailTitle, { name: item.user.name })}
      size="lg"
      footer={
        processable ? (
          <>
            {DECISION_BUTTONS.map(({ decision, tone }) => (
              <StaffButton
                key={decision}
                tone={tone}
                disabled={pending}
                busy={pending && chosen === decision}
                onClick={() => decide(decision)}
              >
                {pending && chosen === decision ? copy.processing : copy[decision]}
              </StaffButton>
            ))}
          </>
        ) : undefined
      }
    >
      <ScheduleChangeFacts item={item} processable={processable} />
      {processable ? (
        <DecisionReasonField label={copy.processReason} hint={copy.processHint} reason={reason} />
      ) : (
        <p className={styles.cardMeta}>{copy.settled}</p>
      )}
    </Modal>
  );
}
