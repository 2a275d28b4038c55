import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';

export function PrivacyPolicyPage() {
  const t = useT();
  return (
    <PageShell
      title={t.pages.privacyPolicy.title}
      description={t.pages.privacyPolicy.description}
    />
  );
}
