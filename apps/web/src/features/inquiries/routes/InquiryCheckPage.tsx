import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';
import styles from '../components/Inquiries.module.css';
import { FaqAccordion } from '../components/FaqAccordion';
import { InquiryBoard } from '../components/InquiryBoard';

/** docs/product/screens-and-routes.md /contact/check: FAQ first, then the inquiry list. */
export function InquiryCheckPage() {
  const t = useT();
  return (
    <PageShell title={t.pages.inquiryCheck.title} description={t.pages.inquiryCheck.description}>
      <div className={styles.page}>
        <FaqAccordion />
        <InquiryBoard />
      </div>
    </PageShell>
  );
}
