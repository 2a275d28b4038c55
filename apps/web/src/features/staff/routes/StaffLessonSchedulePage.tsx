import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';

export function StaffLessonSchedulePage() {
  const t = useT();
  return (
    <PageShell
      title={t.pages.staffLessonSchedule.title}
      description={t.pages.staffLessonSchedule.description}
    />
  );
}
