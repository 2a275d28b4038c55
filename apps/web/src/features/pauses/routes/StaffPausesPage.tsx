import { PAUSE_STATE_LABELS, PAUSE_STATES } from '@academy/contracts';
import type { TPause } from '@academy/contracts';
import { useState } from 'react';
import { sendStaffChange, staffToast } from '@/components/staff-area/staff-toast';
import { StaffListPage } from '@/components/staff-area/StaffListPage';
import { useStaffList } from '@/components/staff-area/use-staff-list';
import { usePausesCopy } from '@/i18n/sections/pauses';
import { useDecidePause } from '../api/decide-pause';
import type { TPauseDecision } from '../api/decide-pause';
import { usePauses } from '../api/get-pauses';
import { PauseDecisionModal } from '../components/PauseDecisionModal';
import { PauseList } from '../components/PauseList';

/** /admin/pauses: members' pause requests, decided one by one (docs/product/pauses.md). */
export function StaffPausesPage() {
  const copy = usePausesCopy().staff;
  const [open, setOpen] = useState<TPause | null>(null);
  const { items, answer } = useStaffList(usePauses, {
    rows: (data) => data.pauses,
    pages: (data) => data.pagination,
    failureLog: 'Loading pause requests failed',
  });
  const decide = useDecidePause();

  const onDecide = (decision: TPauseDecision) =>
    sendStaffChange(
      decide,
      decision,
      () => {
        staffToast.success(decision.decision === 'approve' ? copy.approved : copy.rejected);
        setOpen(null);
      },
      copy.failed,
    );

  return (
    <StaffListPage
      page={copy}
      statuses={PAUSE_STATES}
      labels={PAUSE_STATE_LABELS}
      copy={copy}
      {...answer}
      list={<PauseList pauses={items} onOpen={setOpen} />}
    >
      {open && (
        <PauseDecisionModal
          key={open.id}
          pause={open}
          onClose={() => setOpen(null)}
          onDecide={onDecide}
          pending={decide.isPending}
        />
      )}
    </StaffListPage>
  );
}
