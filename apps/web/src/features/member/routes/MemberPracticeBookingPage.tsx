import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';

export function MemberPracticeBookingPage() {
  const t = useT();
  return (
    <PageShell
      title={t.pages.memberPracticeBooking.title}
      description={t.pages.memberPracticeBooking.description}
    />
  );
}
