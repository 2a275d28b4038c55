import {
  SCHEDULE_CHANGE_STATUS_LABELS,
  SCHEDULE_CHANGE_STATUSES,
  staffMessage,
} from '@academy/contracts';
import type { TScheduleChangeItem } from '@academy/contracts';
import { useState } from 'react';
import { sendStaffChange, staffToast } from '@/components/staff-area/staff-toast';
import { useLanguage, useT } from '@/i18n/use-language';
import { useScheduleChanges } from '../api/get-schedule-changes';
import { useProcessScheduleChange } from '../api/process-schedule-change';
import type { TScheduleChangeDecision } from '../api/process-schedule-change';
import { StaffListPage } from '@/components/staff-area/StaffListPage';
import { ScheduleChangeList } from '../components/ScheduleChangeList';
import { ScheduleChangeModal } from '../components/ScheduleChangeModal';
import { useStaffList } from '@/components/staff-area/use-staff-list';
import { useStaffPagesCopy } from '@/i18n/sections/staff-pages';

/** /admin/lesson-modifications: members' schedule change requests, processed one by one. */
export function StaffLessonScheduleChangesPage() {
  const t = useT();
  const staffPages = useStaffPagesCopy();
  const copy = t.staffRequests.modifications;
  const { language } = useLanguage();
  const [open, setOpen] = useState<TScheduleChangeItem | null>(null);
  const { items, answer } = useStaffList(useScheduleChanges, {
    rows: (data) => data.modifications,
    pages: (data) => data.pagination,
    failureLog: 'Loading schedule change requests failed',
  });
  const process = useProcessScheduleChange();

  const decide = (item: TScheduleChangeItem, decision: TScheduleChangeDecision, reason: string) =>
    sendStaffChange(
      process,
      { id: item.id, decision, teacherResponse: reason },
      () => {
        const key = decision === 'approve' ? 'scheduleChangeApproved' : 'scheduleChangeRejected';
        staffToast.success(staffMessage(key, language));
        setOpen(null);
      },
      staffMessage('scheduleChangeProcessFailed', language),
    );

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
          onClose={() => setOpen(null)}
          onDecide={(decision, reason) => decide(open, decision, reason)}
          pending={process.isPending}
        />
      )}
    </StaffListPage>
  );
}
