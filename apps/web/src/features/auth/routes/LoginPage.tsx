import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';

export function LoginPage() {
  const t = useT();
  return <PageShell title={t.pages.login.title} description={t.pages.login.description} />;
}
