import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';

export function StaffDashboardPage() {
  const t = useT();
  return (
    <PageShell
      title={t.pages.staffDashboard.title}
      description={t.pages.staffDashboard.description}
    />
  );
}
