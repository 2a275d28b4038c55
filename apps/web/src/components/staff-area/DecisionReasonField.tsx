import { TEXT_LIMITS, validationMessage } from '@academy/contracts';
import type { TValidationMessageKey } from '@academy/contracts';
import { useState } from 'react';
import { TextAreaField } from '@/components/form/TextAreaField';
import { useLanguage } from '@/i18n/use-language';

/**
 * The reason staff give with a decision the member reads (a schedule change, a pause), and the
 * problem a refused one shows until it is edited.
 */
export function useDecisionReason() {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<TValidationMessageKey | null>(null);
  const edit = (value: string) => {
    setReason(value);
    setProblem(null);
  };
  return { reason, problem, setProblem, edit };
}

export type TDecisionReason = ReturnType<typeof useDecisionReason>;

/** The reason's text area: bounded as every reason is, its problem in the visitor's language. */
export function DecisionReasonField({
  label,
  hint,
  reason,
}: {
  label: string;
  hint: string;
  reason: TDecisionReason;
}) {
  const { language } = useLanguage();
  return (
    <TextAreaField
      label={label}
      hint={hint}
      value={reason.reason}
      maxLength={TEXT_LIMITS.REASON}
      error={reason.problem ? validationMessage(reason.problem, language) : undefined}
      onChange={(event) => reason.edit(event.target.value)}
    />
  );
}
