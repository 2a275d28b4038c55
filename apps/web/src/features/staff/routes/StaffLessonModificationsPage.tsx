import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';

export function StaffLessonModificationsPage() {
  const t = useT();
  return (
    <PageShell
      title={t.pages.staffLessonModifications.title}
      description={t.pages.staffLessonModifications.description}
    />
  );
}
