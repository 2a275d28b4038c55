import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';
import { OnedayFee } from '../components/OnedayFee';
import { OnedayForm } from '../components/OnedayForm';
import { OnedayProgram } from '../components/OnedayProgram';
import styles from '../components/Oneday.module.css';

/** SPEC §2 /one-day-class. */
export function OneDayClassPage() {
  const t = useT();
  return (
    <PageShell title={t.pages.oneDayClass.title} description={t.pages.oneDayClass.description}>
      <div className={styles.page}>
        <OnedayFee />
        <OnedayForm />
        <OnedayProgram />
      </div>
    </PageShell>
  );
}
