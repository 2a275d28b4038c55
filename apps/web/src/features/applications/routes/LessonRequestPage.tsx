import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';

export function LessonRequestPage() {
  const t = useT();
  return (
    <PageShell
      title={t.pages.lessonRequest.title}
      description={t.pages.lessonRequest.description}
    />
  );
}
