import { PAUSE_STATE_LABELS, PAUSE_STATES } from '@academy/contracts';
import type { TPause } from '@academy/contracts';
import { StaffListPage } from '@/components/staff-area/StaffListPage';
import { useOpenedDecision } from '@/components/staff-area/use-opened-decision';
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
  const { items, answer } = useStaffList(usePauses, {
    rows: (data) => data.pauses,
    pages: (data) => data.pagination,
    failureLog: 'Loading pause requests failed',
  });
  const { open, setOpen, close, decide, pending } = useOpenedDecision<TPause, TPauseDecision>(
    useDecidePause(),
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
          onClose={close}
          onDecide={(decision) =>
            decide(decision, decision.decision === 'approve' ? copy.approved : copy.rejected)
          }
          pending={pending}
        />
      )}
    </StaffListPage>
  );
}
