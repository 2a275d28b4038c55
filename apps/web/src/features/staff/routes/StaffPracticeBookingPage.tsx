import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';

export function StaffPracticeBookingPage() {
  const t = useT();
  return (
    <PageShell
      title={t.pages.staffPracticeBooking.title}
      description={t.pages.staffPracticeBooking.description}
    />
  );
}
