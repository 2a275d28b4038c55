import { FEES } from '@academy/contracts';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { dayOfMonthText, formatWon } from '../fee-format';
import { InfoSection } from '@/components/application-form/InfoSection';
import styles from '@/components/application-form/ApplicationPage.module.css';

/** docs/product/constants.md fees: 170,000 / 210,000 KRW for four weekly lessons, due on the 1st. */
export function LessonFees() {
  const t = useT();
  const copy = t.applications.fees;
  const { language } = useLanguage();
  const perMonth = (amount: number) => format(copy.perMonth, { fee: formatWon(amount, copy.won) });
  return (
    <InfoSection id="lesson-fees-title" heading={copy.heading}>
      <dl className={styles.feeList}>
        <div className={styles.feeRow}>
          <dt>{copy.general}</dt>
          <dd>{perMonth(FEES.REGULAR_MONTHLY)}</dd>
        </div>
        <div className={styles.feeRow}>
          <dt>{copy.exam}</dt>
          <dd>{perMonth(FEES.EXAM_MONTHLY)}</dd>
        </div>
      </dl>
      <ul className={styles.notes}>
        <li>{format(copy.lessonsPerMonth, { count: FEES.LESSONS_PER_MONTH })}</li>
        <li>{copy.lessonLength}</li>
        <li>{format(copy.dueDay, { day: dayOfMonthText(FEES.DUE_DAY, language) })}</li>
      </ul>
    </InfoSection>
  );
}
