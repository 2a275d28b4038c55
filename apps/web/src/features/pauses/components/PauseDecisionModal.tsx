import { ZPauseRefusal } from '@academy/contracts';
import type { TLanguage, TPause } from '@academy/contracts';
import { useId, useState } from 'react';
import {
  DecisionReasonField,
  useDecisionReason,
} from '@/components/staff-area/DecisionReasonField';
import { DecisionModal } from '@/components/staff-area/DecisionModal';
import { FactList } from '@/components/staff-area/Facts';
import fieldsetStyles from '@/components/staff-area/Fieldset.module.css';
import { format } from '@/i18n/format';
import { usePausesCopy } from '@/i18n/sections/pauses';
import { useLanguage } from '@/i18n/use-language';
import { validateForm } from '@/lib/validate-form';
import type { TPauseDecision } from '../api/decide-pause';
import choiceStyles from './PauseDecision.module.css';
import { pauseMonthsLabel } from './pause-text';

type TStaffCopy = ReturnType<typeof usePausesCopy>['staff'];

/** What the dialog tells of a pause, in order; the slot and refusal once decided. */
function pauseFacts(pause: TPause, copy: TStaffCopy, language: TLanguage): [string, string][] {
  const facts: [string, string][] = [
    [copy.months, pauseMonthsLabel(pause, language)],
    [copy.reason, pause.reason ?? copy.none],
  ];
  if (pause.keepSlot !== null) {
    facts.push([copy.decidedSlot, pause.keepSlot ? copy.kept : copy.released]);
  }
  if (pause.staffReason) facts.push([copy.refuseReason, pause.staffReason]);
  return facts;
}

/** Keep the weekly slot for the return, or release it for others. */
function SlotChoice({
  keepSlot,
  onChange,
}: {
  keepSlot: boolean;
  onChange: (keep: boolean) => void;
}) {
  const copy = usePausesCopy().staff;
  const name = useId();
  return (
    <fieldset className={fieldsetStyles.fieldset}>
      <legend className={fieldsetStyles.legend}>{copy.slotChoice}</legend>
      <div className={choiceStyles.choices}>
        {([true, false] as const).map((keep) => (
          <label key={String(keep)} className={choiceStyles.choice}>
            <input
              type="radio"
              name={name}
              checked={keepSlot === keep}
              onChange={() => onChange(keep)}
            />
            {keep ? copy.keepSlot : copy.releaseSlot}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type TPauseDecisionModalProps = {
  pause: TPause;
  onClose: () => void;
  onDecide: (decision: TPauseDecision) => void;
  pending: boolean;
};

/**
 * One pause request: approved keeping or releasing the weekly slot (kept is preselected, the
 * choice that takes nothing away), or refused with a reason the member sees. Mount it with a key
 * per request so the choices start afresh.
 */
export function PauseDecisionModal({
  pause,
  onClose,
  onDecide,
  pending,
}: TPauseDecisionModalProps) {
  const copy = usePausesCopy().staff;
  const { language } = useLanguage();
  const [keepSlot, setKeepSlot] = useState(true);
  const reason = useDecisionReason();
  const [chosen, setChosen] = useState<TPauseDecision['decision'] | null>(null);

  const approve = () => {
    if (pending) return;
    setChosen('approve');
    onDecide({ id: pause.id, decision: 'approve', keepSlot });
  };
  const reject = () => {
    if (pending) return;
    const result = validateForm(ZPauseRefusal, { reason: reason.reason });
    if (!result.success)
      return reason.setProblem(result.errors.reason ?? 'rejectionReasonRequired');
    reason.setProblem(null);
    setChosen('reject');
    onDecide({ id: pause.id, decision: 'reject', reason: result.data.reason });
  };

  return (
    <DecisionModal
      title={format(copy.detailTitle, { name: pause.member.name })}
      onClose={onClose}
      decidable={pause.state === 'pending'}
      facts={<FactList facts={pauseFacts(pause, copy, language)} />}
      settledText={copy.settled}
      buttons={{
        pending,
        chosen,
        copy,
        onDecide: (decision) => (decision === 'approve' ? approve() : reject()),
      }}
    >
      <SlotChoice keepSlot={keepSlot} onChange={setKeepSlot} />
      <DecisionReasonField label={copy.refuseReason} hint={copy.refuseHint} reason={reason} />
    </DecisionModal>
  );
}
