import {
  SCHEDULE_CHANGE_STATUS_LABELS,
  SCHEDULE_CHANGE_STATUSES,
  staffMessage,
} from '@academy/contracts';
import type { TScheduleChangeItem } from '@academy/contracts';
import { useLanguage, useT } from '@/i18n/use-language';
import { useScheduleChanges } from '../api/get-schedule-changes';
import { useProcessScheduleChange } from '../api/process-schedule-change';
import type {
  TProcessScheduleChange,
  TScheduleChangeDecision,
} from '../api/process-schedule-change';
import { StaffListPage } from '@/components/staff-area/StaffListPage';
import { ScheduleChangeList } from '../components/ScheduleChangeList';
import { ScheduleChangeModal } from '../components/ScheduleChangeModal';
import { useOpenedDecision } from '@/components/staff-area/use-opened-decision';
import { useStaffList } from '@/components/staff-area/use-staff-list';
import { useStaffPagesCopy } from '@/i18n/sections/staff-pages';

/** /admin/lesson-modifications: members' schedule change requests, processed one by one. */
export function StaffLessonScheduleChangesPage() {
  const t = useT();
  const staffPages = useStaffPagesCopy();
  const copy = t.staffRequests.modifications;
  const { language } = useLanguage();
  const { items, answer } = useStaffList(useScheduleChanges, {
    rows: (data) => data.modifications,
    pages: (data) => data.pagination,
    failureLog: 'Loading schedule change requests failed',
  });
  const { open, setOpen, close, decide, pending } = useOpenedDecision<
    TScheduleChangeItem,
    TProcessScheduleChange
  >(useProcessScheduleChange(), staffMessage('scheduleChangeProcessFailed', language));
  const doneKey = (decision: TScheduleChangeDecision) =>
    decision === 'approve' ? 'scheduleChangeApproved' : 'scheduleChangeRejected';

  return (
    <StaffListPage
      page={staffPages.staffLessonScheduleChanges}
      statuses={SCHEDULE_CHANGE_STATUSES}
      labels={SCHEDULE_CHANGE_STATUS_LABELS}
      copy={copy}
      {...answer}
      list={<ScheduleChangeList modifications={items} onOpen={setOpen} />}
    >
      {open && (
        <ScheduleChangeModal
          key={open.id}
          modification={open}
          onClose={close}
          onDecide={(decision, reason) =>
            decide(
              { id: open.id, decision, teacherResponse: reason },
              staffMessage(doneKey(decision), language),
            )
          }
          pending={pending}
        />
      )}
    </StaffListPage>
  );
}
