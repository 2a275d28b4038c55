import { LESSON_TYPE_LABELS, pickText } from '@academy/contracts';
import { useLanguage, useT } from '@/i18n/use-language';
import { ONEDAY_INTERESTS } from '../oneday-interest';
import type { TOnedayInterest } from '../oneday-interest';
import styles from '@/components/application-form/ApplicationPage.module.css';
import { ChoiceGroup } from '@/components/application-form/ChoiceGroup';

type TOnedayInterestFieldProps = {
  value: string;
  onChange: (interest: TOnedayInterest) => void;
};

/** General, exam or not sure yet; a ?type= link arrives with its course already chosen. */
export function OnedayInterestField({ value, onChange }: TOnedayInterestFieldProps) {
  const copy = useT().applications.oneday;
  const { language } = useLanguage();
  return (
    <section className={styles.section}>
      <ChoiceGroup
        legend={copy.interestLegend}
        legendAsHeading
        name="interest"
        value={value}
        onChange={onChange}
        choices={ONEDAY_INTERESTS.map((interest) => ({
          value: interest,
          label:
            interest === 'undecided'
              ? copy.interestUndecided
              : pickText(LESSON_TYPE_LABELS[interest], language),
        }))}
      />
      <p className={styles.advice}>{copy.interestAdvice}</p>
    </section>
  );
}
