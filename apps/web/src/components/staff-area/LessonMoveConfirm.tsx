import type { TLessonMoveRequest } from '@academy/contracts';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useCalendarViewsCopy } from '@/i18n/sections/calendar-views';
import { format } from '@/i18n/format';
import { errorMessageOf } from '@/lib/api-error';
import { useMoveLesson } from '@/lib/staff-queries/move-lesson';
import { DecisionReasonField, useDecisionReason } from './DecisionReasonField';
import { FormModal } from './FormModal';
import { staffToast } from './staff-toast';

/**
 * Sends a lesson move unless one is on its way: a success is told and `onDone` runs, a refusal
 * is kept in `alert` (the dialog's form-level message) with the server's words. The calendar
 * and the schedule changes load again after it either way.
 */
export function useLessonMoveSend(onDone: () => void) {
  const copy = useCalendarViewsCopy();
  const mutation = useMoveLesson();
  const [alert, setAlert] = useState<string | null>(null);
  const send = (body: TLessonMoveRequest) => {
    if (mutation.isPending) return;
    setAlert(null);
    mutation.mutate(body, {
      onSuccess: ({ message }) => {
        staffToast.success(message);
        onDone();
      },
      onError: (error) => setAlert(errorMessageOf(error, copy.moveFailed)),
    });
  };
  return { send, alert, pending: mutation.isPending };
}

type TLessonMoveConfirmProps = {
  /** The move to make, but for the reason staff give here. */
  move: Omit<TLessonMoveRequest, 'reason'>;
  /** Whose lesson, and from when to when, as the dialog says it. */
  facts: { name: string; from: string; to: string };
  onClose: () => void;
};

/**
 * "Move this lesson?": what moves where, and the reason the member reads (required, bounded as
 * every reason). Confirming sends the move; a refusal is told in the dialog.
 */
export function LessonMoveConfirm({ move, facts, onClose }: TLessonMoveConfirmProps) {
  const copy = useCalendarViewsCopy();
  const reason = useDecisionReason();
  const sending = useLessonMoveSend(onClose);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.reason.trim();
    if (!text) return reason.setProblem('lessonMoveReasonRequired');
    sending.send({ ...move, reason: text });
  };

  return (
    <FormModal
      title={copy.confirmTitle}
      onClose={onClose}
      size="sm"
      form={{ onSubmit: submit, pending: sending.pending, alert: sending.alert }}
      buttons={{ cancel: copy.cancel, submit: copy.confirm, submitting: copy.confirming }}
    >
      <p>{format(copy.confirmFacts, facts)}</p>
      <DecisionReasonField label={copy.reasonLabel} hint={copy.reasonHint} reason={reason} />
    </FormModal>
  );
}
