import pageStyles from '@/components/form/FormPage.module.css';
import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';
import { InquiryForm } from '../components/InquiryForm';
import { ReplyPromise } from '../components/ReplyPromise';

/** docs/product/screens-and-routes.md /contact. */
export function InquiryPage() {
  const t = useT();
  return (
    <PageShell title={t.pages.contact.title} description={t.pages.contact.description}>
      <div className={pageStyles.layout}>
        <InquiryForm />
        <ReplyPromise />
      </div>
    </PageShell>
  );
}
