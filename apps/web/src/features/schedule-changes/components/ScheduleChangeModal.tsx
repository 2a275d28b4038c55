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
import { DecisionModal } from '@/components/staff-area/DecisionModal';
import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';
import { validateForm } from '@/lib/validate-form';
import type { TScheduleChangeDecision } from '../api/process-schedule-change';
import { ScheduleChangeFacts } from './ScheduleChangeFacts';

const SCHEMAS = {
  approve: ZScheduleChangeApproveRequest,
  reject: ZScheduleChangeRejectRequest,
} as const;

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
    <DecisionModal
      title={format(copy.detailTitle, { name: item.user.name })}
      onClose={onClose}
      decidable={processable}
      facts={<ScheduleChangeFacts item={item} processable={processable} />}
      settledText={copy.settled}
      buttons={{ pending, chosen, copy, onDecide: decide }}
    >
      <DecisionReasonField label={copy.processReason} hint={copy.processHint} reason={reason} />
    </DecisionModal>
  );
}
