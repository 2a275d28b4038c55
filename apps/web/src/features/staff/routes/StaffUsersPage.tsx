import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';

export function StaffUsersPage() {
  const t = useT();
  return (
    <PageShell title={t.pages.staffUsers.title} description={t.pages.staffUsers.description} />
  );
}
