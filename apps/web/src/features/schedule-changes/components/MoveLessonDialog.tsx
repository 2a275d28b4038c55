import {
  isTimeOfDay,
  timeToMinutes,
  validationMessage,
  ZLessonMoveRequest,
} from '@academy/contracts';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { TextField } from '@/components/form/TextField';
import {
  DecisionReasonField,
  useDecisionReason,
} from '@/components/staff-area/DecisionReasonField';
import { FormModal } from '@/components/staff-area/FormModal';
import { useLessonMoveSend } from '@/components/staff-area/LessonMoveConfirm';
import { useCalendarViewsCopy } from '@/i18n/sections/calendar-views';
import { useLanguage } from '@/i18n/use-language';
import type { TFieldErrorKeys } from '@/lib/validate-form';
import { validateForm } from '@/lib/validate-form';

type TMoveLessonDialogProps = {
  member: { id: number; name: string };
  /** The lesson date offered first, e.g. the member's next lesson. */
  originalDate?: string;
  onClose: () => void;
};

const minutesOf = (time: string) => (isTimeOfDay(time) ? timeToMinutes(time) : -1);

/**
 * Staff move one lesson of a member (decision 0059): the lesson date, the new day and hours, and
 * the reason the member reads; the server checks the rules as for approving a request. For the
 * member page's "move one lesson".
 */
export function MoveLessonDialog({ member, originalDate = '', onClose }: TMoveLessonDialogProps) {
  const copy = useCalendarViewsCopy();
  const { language } = useLanguage();
  const reason = useDecisionReason();
  const sending = useLessonMoveSend(onClose);
  const [fields, setFields] = useState({ originalDate, newDate: '', startTime: '', endTime: '' });
  const [errors, setErrors] = useState<TFieldErrorKeys>({});
  const errorOf = (key: string) => {
    const problem = errors[key];
    return problem ? validationMessage(problem, language) : undefined;
  };
  const edit = (key: keyof typeof fields) => (value: string) =>
    setFields((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateForm(ZLessonMoveRequest, {
      memberId: member.id,
      originalDate: fields.originalDate,
      newDate: fields.newDate,
      startMinute: minutesOf(fields.startTime),
      endMinute: minutesOf(fields.endTime),
      reason: reason.reason,
    });
    if (!result.success) {
      setErrors(result.errors);
      return reason.setProblem(result.errors.reason ?? null);
    }
    setErrors({});
    sending.send(result.data);
  };

  return (
    <FormModal
      title={`${copy.dialogTitle}: ${member.name}`}
      onClose={onClose}
      form={{ onSubmit: submit, pending: sending.pending, alert: sending.alert }}
      buttons={{ cancel: copy.cancel, submit: copy.confirm, submitting: copy.confirming }}
    >
      <TextField
        label={copy.originalDate}
        type="date"
        value={fields.originalDate}
        error={errorOf('originalDate')}
        onChange={(event) => edit('originalDate')(event.target.value)}
      />
      <TextField
        label={copy.newDate}
        type="date"
        value={fields.newDate}
        error={errorOf('newDate')}
        onChange={(event) => edit('newDate')(event.target.value)}
      />
      <TextField
        label={copy.startTime}
        type="time"
        step={1800}
        value={fields.startTime}
        error={errorOf('startMinute')}
        onChange={(event) => edit('startTime')(event.target.value)}
      />
      <TextField
        label={copy.endTime}
        type="time"
        step={1800}
        value={fields.endTime}
        error={errorOf('endMinute')}
        onChange={(event) => edit('endTime')(event.target.value)}
      />
      <DecisionReasonField label={copy.reasonLabel} hint={copy.reasonHint} reason={reason} />
    </FormModal>
  );
}
