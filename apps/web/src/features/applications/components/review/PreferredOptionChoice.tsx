import { pickText, WEEKDAY_LABELS } from '@academy/contracts';
import type { TWeekday } from '@academy/contracts';
import fieldsetStyles from '@/components/staff-area/Fieldset.module.css';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import type { TApprovalOption } from './approval-options';
import styles from './LessonApplications.module.css';
import type { TApproveLesson } from './use-approve-lesson';

type TPreferredOptionChoiceProps = {
  radioName: string;
  preferredTime: string | null;
  approval: TApproveLesson;
};

/** One of the applicant's preferred slots; an unreadable one is shown but refused. */
export function PreferredOptionChoice({
  radioName,
  preferredTime,
  approval,
}: TPreferredOptionChoiceProps) {
  const copy = useT().staffLessons.approve;
  const { language } = useLanguage();
  const { options, draft } = approval;
  const readable = options.some((option) => option.slot);

  const optionLabel = (option: TApprovalOption) => {
    if (!option.parsed) return option.raw;
    const weekday: TWeekday = option.parsed.lessonDayOfWeek;
    return format(copy.optionTime, {
      weekday: pickText(WEEKDAY_LABELS[weekday], language),
      start: option.parsed.lessonStartTime,
      end: option.parsed.lessonEndTime,
    });
  };

  return (
    <fieldset className={fieldsetStyles.fieldset}>
      <legend className={styles.legend}>{copy.optionsLegend}</legend>
      {!readable && <p className={styles.note}>{copy.optionsNone}</p>}
      {options.length > 0 && (
        <div className={styles.optionList}>
          {options.map((option) => (
            <label
              key={option.key}
              className={option.slot ? styles.option : `${styles.option} ${styles.optionInvalid}`}
            >
              <input
                type="radio"
                name={`${radioName}-option`}
                value={option.key}
                checked={draft.optionKey === option.key}
                aria-invalid={approval.invalid('option')}
                onChange={() => approval.chooseOption(option)}
              />
              {optionLabel(option)}
            </label>
          ))}
        </div>
      )}
      {preferredTime && (
        <p className={styles.note}>{format(copy.preferredText, { text: preferredTime })}</p>
      )}
    </fieldset>
  );
}
