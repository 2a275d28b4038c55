import pageStyles from '@/components/form/FormPage.module.css';
import { PageShell } from '@/components/page-shell/PageShell';
import { useState } from 'react';
import { useT } from '@/i18n/use-language';
import { InquiryConfirmation } from '../components/InquiryConfirmation';
import { InquiryForm, type TSentInquiry } from '../components/InquiryForm';
import { ReplyPromise } from '../components/ReplyPromise';

/** docs/product/screens-and-routes.md /contact. */
export function InquiryPage() {
  const t = useT();
  const [sent, setSent] = useState<TSentInquiry | null>(null);
  return (
    <PageShell title={t.pages.contact.title} description={t.pages.contact.description}>
      {sent && <InquiryConfirmation key={sent.reference} sent={sent} />}
      <div className={pageStyles.layout}>
        <InquiryForm onConfirmed={setSent} />
        <ReplyPromise />
      </div>
    </PageShell>
  );
}
