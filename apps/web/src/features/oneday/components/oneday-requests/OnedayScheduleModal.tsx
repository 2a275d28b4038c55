import { validationMessage } from '@academy/contracts';
import type { TOnedayRequestItem, TValidationMessageKey } from '@academy/contracts';
import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { formatShortDate } from '@/components/calendar/calendar-format';
import formStyles from '@/components/form/Form.module.css';
import { FormAlert } from '@/components/form/FormAlert';
import { TextField } from '@/components/form/TextField';
import { Modal } from '@/components/modal/Modal';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { FormFooter } from '@/components/staff-area/FormFooter';
import fieldsetStyles from '@/components/staff-area/Fieldset.module.css';
import styles from './OnedaySchedule.module.css';
import { onedayEndTime, onedaySlotOptions, resolveScheduleChoice } from './oneday-schedule';
import type { TScheduleMode } from './oneday-schedule';
import { academyYear } from '@/components/staff-area/staff-dates';

type TOnedayScheduleModalProps = {
  request: TOnedayRequestItem;
  onClose: () => void;
  onConfirm: (scheduledAt: string) => void;
  pending: boolean;
};

/**
 * docs/product/validation.md one-day schedule confirm: one of the applicant's preferred slots, or a custom date and
 * start time; the class ends one hour later. Mount it with a key per request to start afresh.
 */
export function OnedayScheduleModal({
  request,
  onClose,
  onConfirm,
  pending,
}: TOnedayScheduleModalProps) {
  const copy = useT().staffRequests.oneday.schedule;
  const { language } = useLanguage();
  const formId = useId();
  const options = useMemo(
    () => onedaySlotOptions(request.preferredTime, academyYear()),
    [request.preferredTime],
  );
  const [mode, setMode] = useState<TScheduleMode>(options.length > 0 ? 'preferred' : 'custom');
  const [slot, setSlot] = useState('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [problem, setProblem] = useState<TValidationMessageKey | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const result = resolveScheduleChoice({ mode, slot, date, time }, options);
    if ('error' in result) return setProblem(result.error);
    setProblem(null);
    onConfirm(result.scheduledAt);
  };

  const changeMode = (next: TScheduleMode) => {
    setMode(next);
    setProblem(null);
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={copy.title}
      description={format(copy.description, { name: request.name })}
      footer={
        <FormFooter
          formId={formId}
          pending={pending}
          cancelText={copy.back}
          onCancel={onClose}
          text={copy.confirm}
          pendingText={copy.saving}
        />
      }
    >
      <form id={formId} className={formStyles.form} onSubmit={onSubmit} noValidate>
        <FormAlert message={problem ? validationMessage(problem, language) : null} />
        {options.length > 0 ? (
          <fieldset className={fieldsetStyles.fieldset}>
            <legend className={fieldsetStyles.legend}>{copy.modeLegend}</legend>
            <div className={styles.choices}>
              {(['preferred', 'custom'] as const).map((value) => (
                <label key={value} className={styles.choice}>
                  <input
                    type="radio"
                    name={`${formId}-mode`}
                    value={value}
                    checked={mode === value}
                    onChange={() => changeMode(value)}
                  />
                  {value === 'preferred' ? copy.modePreferred : copy.modeCustom}
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          <p className={styles.note}>{copy.noSlots}</p>
        )}
        {mode === 'preferred' ? (
          <fieldset className={fieldsetStyles.fieldset}>
            <legend className={fieldsetStyles.legend}>{copy.slotsLegend}</legend>
            <div className={styles.choices}>
              {options.map((option) => (
                <label key={option.value} className={styles.choice}>
                  <input
                    type="radio"
                    name={`${formId}-slot`}
                    value={option.value}
                    checked={slot === option.value}
                    onChange={() => {
                      setSlot(option.value);
                      setProblem(null);
                    }}
                  />
                  {format(copy.slot, {
                    date: formatShortDate(option.date, language),
                    start: option.start,
                    end: option.end,
                  })}
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          <div className={styles.custom}>
            <TextField
              label={copy.date}
              type="date"
              value={date}
              invalid={problem === 'dateTimeRequired' && date === ''}
              onChange={(event) => {
                setDate(event.target.value);
                setProblem(null);
              }}
            />
            <TextField
              label={copy.time}
              type="time"
              step={60}
              value={time}
              invalid={problem === 'dateTimeRequired' && time === ''}
              hint={time ? format(copy.end, { time: onedayEndTime(time) }) : undefined}
              onChange={(event) => {
                setTime(event.target.value);
                setProblem(null);
              }}
            />
          </div>
        )}
      </form>
    </Modal>
  );
}
