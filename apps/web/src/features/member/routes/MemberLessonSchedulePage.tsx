import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';

export function MemberLessonSchedulePage() {
  const t = useT();
  return (
    <PageShell
      title={t.pages.memberLessonSchedule.title}
      description={t.pages.memberLessonSchedule.description}
    />
  );
}
