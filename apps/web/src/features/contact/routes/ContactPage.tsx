import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';

export function ContactPage() {
  const t = useT();
  return <PageShell title={t.pages.contact.title} description={t.pages.contact.description} />;
}
