import { validationMessage } from '@academy/contracts';
import type { TOnedayRequestItem } from '@academy/contracts';
import { useId } from 'react';
import formStyles from '@/components/form/Form.module.css';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { FormModal } from '@/components/staff-area/FormModal';
import fieldsetStyles from '@/components/staff-area/Fieldset.module.css';
import styles from './OnedaySchedule.module.css';
import { useOnedayScheduleChoice } from './use-oneday-schedule-choice';
import { OnedayCustomSlot, OnedaySlotChoice } from './OnedayScheduleChoices';

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
  const radioName = useId();
  const choice = useOnedayScheduleChoice(request, pending, onConfirm);
  const { options, mode, problem, changeMode } = choice;

  return (
    <FormModal
      onClose={onClose}
      title={copy.title}
      description={format(copy.description, { name: request.name })}
      formClassName={formStyles.form}
      form={{
        onSubmit: choice.onSubmit,
        pending,
        alert: problem ? validationMessage(problem, language) : null,
      }}
      buttons={{ cancel: copy.back, submit: copy.confirm, submitting: copy.saving }}
    >
      {options.length > 0 ? (
        <fieldset className={fieldsetStyles.fieldset}>
          <legend className={fieldsetStyles.legend}>{copy.modeLegend}</legend>
          <div className={styles.choices}>
            {(['preferred', 'custom'] as const).map((value) => (
              <label key={value} className={styles.choice}>
                <input
                  type="radio"
                  name={`${radioName}-mode`}
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
        <OnedaySlotChoice
          name={`${radioName}-slot`}
          options={options}
          slot={choice.slot}
          onPick={choice.pickSlot}
        />
      ) : (
        <OnedayCustomSlot
          date={choice.date}
          time={choice.time}
          problem={problem}
          onDate={choice.pickDate}
          onTime={choice.pickTime}
        />
      )}
    </FormModal>
  );
}
