import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';

export function ContactCheckPage() {
  const t = useT();
  return (
    <PageShell title={t.pages.contactCheck.title} description={t.pages.contactCheck.description} />
  );
}
