import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';

export function StaffLessonRequestsPage() {
  const t = useT();
  return (
    <PageShell
      title={t.pages.staffLessonRequests.title}
      description={t.pages.staffLessonRequests.description}
    />
  );
}
