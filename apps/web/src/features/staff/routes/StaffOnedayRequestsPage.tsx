import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';

export function StaffOnedayRequestsPage() {
  const t = useT();
  return (
    <PageShell
      title={t.pages.staffOnedayRequests.title}
      description={t.pages.staffOnedayRequests.description}
    />
  );
}
