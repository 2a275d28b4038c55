import { staffMessage, ZLessonApprovalRequest } from '@academy/contracts';
import { useMemo, useState } from 'react';
import { staffToast } from '@/components/staff-area/staff-toast';
import { useForm } from '@/components/form/use-form';
import { useLanguage } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useApproveLessonApplication } from '../../api/approve-lesson-application';
import { useSettledValue } from '@/lib/use-settled-value';
import { useAnnounceApproval } from './use-announce-approval';
import {
  checkApproval,
  firstDueQueryOf,
  initialApprovalDraft,
  withStartTime,
} from './approval-draft';
import type { TApprovalDraft, TApprovalField, TApprovalMode } from './approval-draft';
import { buildApprovalOptions } from './approval-options';
import type { TApprovalOption } from './approval-options';
import type { TDecisionModalProps } from './decision-modal-props';

type TProblem = { message: string; field: TApprovalField | null };

/** The fee is typed: the first-due preview asks again once typing pauses this long. */
const FEE_SETTLE_MS = 300;

/** The approval draft, its one message, and the edits that clear only their own message. */
export function useApproveLesson({ request, onDecided }: Omit<TDecisionModalProps, 'onClose'>) {
  const { language } = useLanguage();
  const options = useMemo(() => buildApprovalOptions(request.preferredTime), [request]);
  const [problem, setProblem] = useState<TProblem | null>(null);
  const approve = useApproveLessonApplication();
  const announceApproval = useAnnounceApproval();
  const form = useForm({
    initial: initialApprovalDraft(request, options),
    schema: ZLessonApprovalRequest,
    // The check tells its one message itself (onRefused), in the alert above the form.
    validate: (values) => {
      const checked = checkApproval(values, options, language);
      return checked.ok ? { success: true, data: checked.body } : { success: false, errors: {} };
    },
    onRefused: (values) => {
      const checked = checkApproval(values, options, language);
      if (!checked.ok) setProblem({ message: checked.message, field: checked.field });
    },
    errorDisplay: 'submit',
    send: (body) => {
      setProblem(null);
      return approve.mutateAsync({ requestId: request.requestId, body });
    },
    // The approval modal closes and the notice with the password opens over the list.
    onSent: (result) => {
      onDecided();
      void announceApproval(result);
    },
    failMessage: (error) => errorMessageOf(error, staffMessage('lessonApproveFailed', language)),
    announceFailure: staffToast.error,
  });
  const draft = form.values;
  const settledFee = useSettledValue(draft.monthlyFee, FEE_SETTLE_MS);
  const firstDueQuery = firstDueQueryOf({ ...draft, monthlyFee: settledFee }, options);

  /** Editing a field clears its own message and a server message, not another field's. */
  const edit = <K extends keyof TApprovalDraft>(
    name: K,
    value: TApprovalDraft[K],
    field: TApprovalField | null,
  ) => {
    form.setValue(name, value);
    form.clearFailure();
    if (problem?.field === field) setProblem(null);
  };

  const chooseMode = (mode: TApprovalMode) => {
    form.setValue('mode', mode);
    form.clearFailure();
    setProblem(null);
  };

  const chooseOption = (option: TApprovalOption) => {
    form.setValue('optionKey', option.key);
    form.clearFailure();
    setProblem(
      option.slot ? null : { message: staffMessage('unparsableOption', language), field: 'option' },
    );
  };

  /** A new start moves the end with it; only a schedule message goes. */
  const changeStartTime = (startTime: string) => {
    const next = withStartTime(draft, startTime);
    form.setValue('startTime', next.startTime);
    form.setValue('endTime', next.endTime);
    if (problem?.field === 'schedule') setProblem(null);
  };

  const invalid = (field: TApprovalField) => problem?.field === field || undefined;
  const pending = form.pending || approve.isPending;
  const alert = problem?.message ?? form.failure;
  return {
    options,
    form,
    draft,
    firstDueQuery,
    alert,
    pending,
    invalid,
    edit,
    chooseMode,
    chooseOption,
    changeStartTime,
  };
}

export type TApproveLesson = ReturnType<typeof useApproveLesson>;
