import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';

export function AcademyTourPage() {
  const t = useT();
  return (
    <PageShell title={t.pages.academyTour.title} description={t.pages.academyTour.description} />
  );
}
