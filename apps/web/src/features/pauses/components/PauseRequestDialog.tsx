import { PAUSE_LIMITS, TEXT_LIMITS, validationMessage, ZPauseRequest } from '@academy/contracts';
import type { TValidationMessageKey } from '@academy/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { SelectField } from '@/components/form/SelectField';
import { TextAreaField } from '@/components/form/TextAreaField';
import { MemberButton } from '@/components/member-area/MemberButton';
import { Modal } from '@/components/modal/Modal';
import { format } from '@/i18n/format';
import { usePausesCopy } from '@/i18n/sections/pauses';
import { useLanguage } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { validateForm } from '@/lib/validate-form';
import styles from '@/components/member-area/Member.module.css';
import { useRequestPause } from '../api/request-pause';
import { monthLabel, pauseMonthsLabel, untilMonthOf } from './pause-text';

const COUNTS = Array.from({ length: PAUSE_LIMITS.MONTHS_PER_REQUEST }, (_, index) => index + 1);

type TPauseMonthFieldsProps = {
  startMonths: readonly string[];
  fromMonth: string;
  count: number;
  onFromMonth: (month: string) => void;
  onCount: (count: number) => void;
};

/** The first month and the number of months, as two native selects. */
function PauseMonthFields(props: TPauseMonthFieldsProps) {
  const copy = usePausesCopy().dialog;
  const { language } = useLanguage();
  return (
    <>
      <SelectField
        label={copy.fromMonth}
        value={props.fromMonth}
        onChange={(event) => props.onFromMonth(event.target.value)}
      >
        {props.startMonths.map((month) => (
          <option key={month} value={month}>
            {monthLabel(month, language)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={copy.monthCount}
        value={String(props.count)}
        onChange={(event) => props.onCount(Number(event.target.value))}
      >
        {COUNTS.map((option) => (
          <option key={option} value={option}>
            {format(copy.monthCountOption, { count: option })}
          </option>
        ))}
      </SelectField>
    </>
  );
}

type TPauseRequestDialogProps = {
  /** The months a pause may start in now, as the API answers them. */
  startMonths: readonly string[];
  onClose: () => void;
};

/** The member chooses the first month and how many months (native selects: keyboard first). */
export function PauseRequestDialog({ startMonths, onClose }: TPauseRequestDialogProps) {
  const copy = usePausesCopy().dialog;
  const { language } = useLanguage();
  const send = useRequestPause();
  const [fromMonth, setFromMonth] = useState(startMonths[0] ?? '');
  const [count, setCount] = useState(1);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<TValidationMessageKey | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const untilMonth = fromMonth ? untilMonthOf(fromMonth, count) : '';

  const submit = () => {
    if (send.isPending) return;
    const result = validateForm(ZPauseRequest, { fromMonth, untilMonth, reason });
    if (!result.success) {
      setProblem(Object.values(result.errors)[0] ?? 'pauseMonthFormat');
      return;
    }
    setProblem(null);
    send.mutate(result.data, {
      onSuccess: () => {
        toast.success(copy.sent);
        onClose();
      },
      onError: (error) => setFailure(errorMessageOf(error, copy.failed, { refusalsOnly: true })),
    });
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={copy.title}
      description={copy.description}
      footer={
        <>
          <MemberButton onClick={onClose}>{copy.cancel}</MemberButton>
          <MemberButton tone="primary" disabled={send.isPending} onClick={submit}>
            {send.isPending ? copy.sending : copy.submit}
          </MemberButton>
        </>
      }
    >
      <PauseMonthFields
        startMonths={startMonths}
        fromMonth={fromMonth}
        count={count}
        onFromMonth={setFromMonth}
        onCount={setCount}
      />
      <TextAreaField
        label={copy.reason}
        value={reason}
        maxLength={TEXT_LIMITS.REASON}
        error={problem ? validationMessage(problem, language) : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      {fromMonth && (
        <p className={styles.muted} aria-live="polite">
          {format(copy.summary, {
            months: pauseMonthsLabel({ fromMonth, untilMonth }, language),
          })}
        </p>
      )}
      {failure && (
        <p className={styles.muted} role="alert">
          {failure}
        </p>
      )}
    </Modal>
  );
}
