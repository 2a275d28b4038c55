import { PageShell } from '@/components/page-shell/PageShell';
import { useStaffPagesCopy } from '@/i18n/sections/staff-pages';
import { StaffMakeupsPanel } from '../components/StaffMakeupsPanel';

/** /admin/makeups (docs/product/makeups.md): a member's make-up credits, make-ups and requests. */
export function StaffMakeupsPage() {
  const page = useStaffPagesCopy().staffMakeups;
  return (
    <PageShell title={page.title} description={page.description}>
      <StaffMakeupsPanel />
    </PageShell>
  );
}
