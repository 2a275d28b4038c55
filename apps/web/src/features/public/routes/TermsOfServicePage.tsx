import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';

export function TermsOfServicePage() {
  const t = useT();
  return (
    <PageShell
      title={t.pages.termsOfService.title}
      description={t.pages.termsOfService.description}
    />
  );
}
