import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';

export function MemberDashboardPage() {
  const t = useT();
  return (
    <PageShell
      title={t.pages.memberDashboard.title}
      description={t.pages.memberDashboard.description}
    />
  );
}
