import { APPLICATION_LESSON_TYPES, FEES, LESSON_TYPE_LABELS, pickText } from '@academy/contracts';
import type { TApplicationLessonType } from '@academy/contracts';
import formStyles from '@/components/form/Form.module.css';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { formatWon } from '../fee-format';
import styles from '@/components/application-form/ApplicationPage.module.css';
import { ChoiceGroup } from '@/components/application-form/ChoiceGroup';

const LESSON_FEES: Record<TApplicationLessonType, number> = {
  일반: FEES.REGULAR_MONTHLY,
  입시: FEES.EXAM_MONTHLY,
};

type TLessonTypeFieldProps = {
  value: string;
  error?: string;
  onChange: (type: TApplicationLessonType) => void;
  onBlur: () => void;
};

/** 일반 (general) or 입시 (exam), each card with its monthly fee (docs/product/constants.md). */
export function LessonTypeField({ value, error, onChange, onBlur }: TLessonTypeFieldProps) {
  const t = useT();
  const copy = t.applications;
  const { language } = useLanguage();
  return (
    <ChoiceGroup
      legend={copy.lesson.lessonTypeLegend}
      legendAsHeading
      name="lessonType"
      required
      value={value}
      error={error}
      onChange={onChange}
      onBlur={onBlur}
      choices={APPLICATION_LESSON_TYPES.map((type) => ({
        value: type,
        label: pickText(LESSON_TYPE_LABELS[type], language),
        details: (
          <>
            <span className={styles.choiceFee}>
              {format(copy.fees.perMonth, { fee: formatWon(LESSON_FEES[type], copy.fees.won) })}
            </span>
            <span className={formStyles.hint}>
              {type === '입시' ? copy.lesson.examDescription : copy.lesson.generalDescription}
            </span>
          </>
        ),
      }))}
    />
  );
}
