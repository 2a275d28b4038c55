import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';

export function StaffContactsPage() {
  const t = useT();
  return (
    <PageShell
      title={t.pages.staffContacts.title}
      description={t.pages.staffContacts.description}
    />
  );
}
