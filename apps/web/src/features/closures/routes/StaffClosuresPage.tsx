import { PageShell } from '@/components/page-shell/PageShell';
import staff from '@/components/staff-area/Staff.module.css';
import { useStaffPagesCopy } from '@/i18n/sections/staff-pages';
import { ClosuresSection } from '../components/ClosuresSection';
import { PublicHolidaysSection } from '../components/PublicHolidaysSection';

/**
 * /admin/closures (docs/product/back-office.md): the academy's closed days ahead, removable, the
 * form that declares one, and the coming public holidays, each declared closed in one click.
 */
export function StaffClosuresPage() {
  const page = useStaffPagesCopy().staffClosures;
  return (
    <PageShell title={page.title} description={page.description}>
      <div className={staff.stack}>
        <ClosuresSection />
        <PublicHolidaysSection />
      </div>
    </PageShell>
  );
}
