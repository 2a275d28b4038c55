import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';

export function InstructorsPage() {
  const t = useT();
  return (
    <PageShell title={t.pages.instructors.title} description={t.pages.instructors.description} />
  );
}
