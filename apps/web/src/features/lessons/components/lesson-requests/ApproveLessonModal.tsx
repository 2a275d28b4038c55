import {
  defaultMonthlyFee,
  LESSON_WEEKDAYS,
  pickText,
  staffMessage,
  TEXT_LIMITS,
  TOASTS,
  WEEKDAY_LABELS,
  ZLessonApprovalRequest,
} from '@academy/contracts';
import type { TLessonApprovalResponse, TWeekday } from '@academy/contracts';
import { useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { TextAreaField } from '@/components/form/TextAreaField';
import { TextField } from '@/components/form/TextField';
import { useForm } from '@/components/form/use-form';
import { CustomSelect } from '@/components/select/CustomSelect';
import { format } from '@/i18n/format';
import { copyToClipboard } from '@/lib/clipboard';
import { useLanguage, useT } from '@/i18n/use-language';
import { useApproveLessonRequest } from '../../api/approve-lesson-request';
import { errorMessageOf } from '@/lib/api-error';
import { FormModal } from '@/components/staff-area/FormModal';
import { useSettledValue } from '../../hooks/use-settled-value';
import {
  checkApproval,
  firstDueQueryOf,
  initialApprovalDraft,
  withStartTime,
} from './approval-draft';
import type { TApprovalDraft, TApprovalField, TApprovalMode } from './approval-draft';
import { buildApprovalOptions } from './approval-options';
import type { TApprovalOption } from './approval-options';
import fieldsetStyles from '@/components/staff-area/Fieldset.module.css';
import { labelledOptions } from '@/components/staff-area/labelled-options';
import styles from './LessonRequests.module.css';
import type { TDecisionModalProps } from './decision-modal-props';
import { FirstDuePreview } from './FirstDuePreview';

/** A preferred slot of the applicant's, or a weekly slot the staff choose. */
const MODES = [
  { mode: 'preferred', label: 'modePreferred' },
  { mode: 'custom', label: 'modeCustom' },
] as const satisfies ReadonlyArray<{ mode: TApprovalMode; label: string }>;

type TProblem = { message: string; field: TApprovalField | null };

/** The fee is typed: the first-due preview asks again once typing pauses this long. */
const FEE_SETTLE_MS = 300;

/** docs/product/validation.md lesson approval: a preferred or custom weekly slot, the fee, the foreign flag. */
export function ApproveLessonModal({ request, onClose, onDecided }: TDecisionModalProps) {
  const copy = useT().staffLessons.approve;
  const { language } = useLanguage();
  const radioName = useId();
  const options = useMemo(() => buildApprovalOptions(request.preferredTime), [request]);
  const [problem, setProblem] = useState<TProblem | null>(null);
  const approve = useApproveLessonRequest();
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
    onSent: (result) => announce(result),
    failMessage: (error) => errorMessageOf(error, staffMessage('lessonApproveFailed', language)),
    announceFailure: (message) => toast.error(message, { duration: TOASTS.STAFF_ERROR_MS }),
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

  const optionLabel = (option: TApprovalOption) => {
    if (!option.parsed) return option.raw;
    const weekday: TWeekday = option.parsed.lessonDayOfWeek;
    return format(copy.optionTime, {
      weekday: pickText(WEEKDAY_LABELS[weekday], language),
      start: option.parsed.lessonStartTime,
      end: option.parsed.lessonEndTime,
    });
  };

  const announce = async (result: TLessonApprovalResponse) => {
    const copying = copyToClipboard(result.temporaryPassword);
    window.alert(
      staffMessage('lessonApprovedAlert', language, {
        name: result.studentName,
        loginId: result.loginId,
        password: result.temporaryPassword,
      }),
    );
    onDecided();
    if (await copying) {
      toast.success(staffMessage('temporaryPasswordCopied', language), {
        duration: TOASTS.STAFF_SUCCESS_MS,
      });
    }
  };

  const invalid = (field: TApprovalField) => problem?.field === field || undefined;
  const readable = options.some((option) => option.slot);

  return (
    <FormModal
      onClose={onClose}
      size="lg"
      title={format(copy.title, { name: request.name })}
      description={copy.description}
      formClassName={styles.form}
      onSubmit={form.onSubmit}
      alert={problem?.message ?? form.failure}
      cancelText={copy.cancel}
      submit={{
        pending: form.pending || approve.isPending,
        text: copy.submit,
        pendingText: copy.submitting,
      }}
    >
      <fieldset className={fieldsetStyles.fieldset}>
        <legend className={styles.legend}>{copy.modeLegend}</legend>
        <div className={styles.choices}>
          {MODES.map(({ mode, label }) => (
            <label key={mode} className={styles.choice}>
              <input
                type="radio"
                name={`${radioName}-mode`}
                checked={draft.mode === mode}
                onChange={() => chooseMode(mode)}
              />
              {copy[label]}
            </label>
          ))}
        </div>
      </fieldset>

      {draft.mode === 'preferred' ? (
        <fieldset className={fieldsetStyles.fieldset}>
          <legend className={styles.legend}>{copy.optionsLegend}</legend>
          {!readable && <p className={styles.note}>{copy.optionsNone}</p>}
          {options.length > 0 && (
            <div className={styles.optionList}>
              {options.map((option) => (
                <label
                  key={option.key}
                  className={
                    option.slot ? styles.option : `${styles.option} ${styles.optionInvalid}`
                  }
                >
                  <input
                    type="radio"
                    name={`${radioName}-option`}
                    value={option.key}
                    checked={draft.optionKey === option.key}
                    aria-invalid={invalid('option')}
                    onChange={() => chooseOption(option)}
                  />
                  {optionLabel(option)}
                </label>
              ))}
            </div>
          )}
          {request.preferredTime && (
            <p className={styles.note}>
              {format(copy.preferredText, { text: request.preferredTime })}
            </p>
          )}
        </fieldset>
      ) : (
        <div className={styles.schedule}>
          <CustomSelect
            label={copy.weekday}
            value={draft.weekday}
            placeholder={copy.weekdayPlaceholder}
            options={labelledOptions(LESSON_WEEKDAYS, WEEKDAY_LABELS, language)}
            invalid={invalid('schedule') && draft.weekday === ''}
            required
            onChange={(weekday) => edit('weekday', weekday, 'schedule')}
          />
          <TextField
            label={copy.startTime}
            type="time"
            value={draft.startTime}
            invalid={invalid('schedule')}
            required
            onChange={(event) => changeStartTime(event.target.value)}
          />
          <TextField
            label={copy.endTime}
            type="time"
            value={draft.endTime}
            hint={copy.endHint}
            invalid={invalid('schedule')}
            required
            onChange={(event) => edit('endTime', event.target.value, 'schedule')}
          />
        </div>
      )}

      <TextField
        label={copy.monthlyFee}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={draft.monthlyFee}
        hint={format(copy.monthlyFeeHint, {
          fee: defaultMonthlyFee(request.lessonType).toLocaleString('ko-KR'),
        })}
        invalid={invalid('monthlyFee')}
        required
        onChange={(event) => edit('monthlyFee', event.target.value, 'monthlyFee')}
      />
      <FirstDuePreview requestId={request.requestId} query={firstDueQuery} />
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={draft.isForeigner}
          onChange={(event) => edit('isForeigner', event.target.checked, null)}
        />
        {copy.isForeigner}
      </label>
      <TextAreaField
        label={copy.teacherResponse}
        value={draft.teacherResponse}
        maxLength={TEXT_LIMITS.REASON}
        rows={3}
        invalid={invalid('teacherResponse')}
        onChange={(event) => edit('teacherResponse', event.target.value, 'teacherResponse')}
      />
    </FormModal>
  );
}
