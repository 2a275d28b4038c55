import { useT } from '@/i18n/use-language';
import styles from './Oneday.module.css';

/** docs/product/constants.md: the one-day class is free. */
export function OnedayFee() {
  const t = useT();
  return (
    <section className={styles.feeBanner} aria-labelledby="oneday-fee-title">
      <p className={styles.feeBadge} aria-hidden="true">
        {t.applications.fees.free}
      </p>
      <div>
        <h2 id="oneday-fee-title" className={styles.feeTitle}>
          {t.applications.oneday.feeHeading}
        </h2>
        <p>{t.applications.oneday.feeText}</p>
      </div>
    </section>
  );
}
