import type { TTuitionTotals } from '@academy/contracts';
import { useId } from 'react';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { amountText, monthText } from './tuition-text';
import styles from './Tuition.module.css';

/** The whole month's figures, whatever page and filter the list shows. */
export function TuitionTotals({ month, totals }: { month: string; totals: TTuitionTotals }) {
  const copy = useT().tuition.staff.totals;
  const { language } = useLanguage();
  const headingId = useId();
  const figures = [
    [copy.collected, amountText(totals.collected, language)],
    [copy.outstanding, amountText(totals.outstanding, language)],
    ...(totals.refunded > 0
      ? [[copy.refunded, amountText(totals.refunded, language)] as const]
      : []),
    [copy.paidCount, format(copy.count, { count: totals.paidCount })],
    [copy.unpaidCount, format(copy.count, { count: totals.unpaidCount })],
  ];
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.summaryHeading}>
        {format(copy.label, { month: monthText(month, language) })}
      </h2>
      <dl className={styles.totals}>
        {figures.map(([label, value]) => (
          <div key={label} className={styles.total}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
