import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';

export function OneDayClassPage() {
  const t = useT();
  return (
    <PageShell title={t.pages.oneDayClass.title} description={t.pages.oneDayClass.description} />
  );
}
