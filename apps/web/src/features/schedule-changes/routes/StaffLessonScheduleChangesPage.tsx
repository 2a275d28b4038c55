import {
  SCHEDULE_CHANGE_STATUS_LABELS,
  SCHEDULE_CHANGE_STATUSES,
  staffMessage,
} from '@academy/contracts';
import type { TScheduleChangeItem, TScheduleChangeStatus } from '@academy/contracts';
import { useState } from 'react';
import { staffToast } from '@/components/staff-area/staff-toast';
import { useLanguage, useT } from '@/i18n/use-language';
import { useScheduleChanges } from '../api/get-schedule-changes';
import { useProcessScheduleChange } from '../api/process-schedule-change';
import type { TScheduleChangeDecision } from '../api/process-schedule-change';
import { StaffListPage } from '@/components/staff-area/StaffListPage';
import { ScheduleChangeList } from '../components/ScheduleChangeList';
import { ScheduleChangeModal } from '../components/ScheduleChangeModal';
import { usePagedAnswer } from '@/components/staff-area/use-paged-answer';
import { usePagedStatusList } from '@/components/staff-area/use-paged-status-list';
import { errorMessageOf } from '@/lib/api-error';

/** /admin/lesson-modifications: members' schedule change requests, processed one by one. */
export function StaffLessonScheduleChangesPage() {
  const t = useT();
  const copy = t.staffRequests.modifications;
  const { language } = useLanguage();
  const paging = usePagedStatusList<TScheduleChangeStatus>();
  const [open, setOpen] = useState<TScheduleChangeItem | null>(null);
  const list = useScheduleChanges({ page: paging.page, status: paging.status });
  const process = useProcessScheduleChange();
  const answer = usePagedAnswer(paging, list, {
    pages: list.data?.pagination,
    failureLog: 'Loading schedule change requests failed',
  });

  const decide = (item: TScheduleChangeItem, decision: TScheduleChangeDecision, reason: string) => {
    if (process.isPending) return;
    process.mutate(
      { id: item.id, decision, teacherResponse: reason },
      {
        onSuccess: () => {
          const key = decision === 'approve' ? 'scheduleChangeApproved' : 'scheduleChangeRejected';
          staffToast.success(staffMessage(key, language));
          setOpen(null);
        },
        onError: (error) => {
          staffToast.error(
            errorMessageOf(error, staffMessage('scheduleChangeProcessFailed', language)),
          );
        },
      },
    );
  };

  const modifications = list.data?.modifications ?? [];

  return (
    <StaffListPage
      page={t.pages.staffLessonScheduleChanges}
      statuses={SCHEDULE_CHANGE_STATUSES}
      labels={SCHEDULE_CHANGE_STATUS_LABELS}
      {...answer}
      label={copy.listLabel}
      empty={modifications.length === 0}
      emptyText={copy.empty}
      list={<ScheduleChangeList modifications={modifications} onOpen={setOpen} />}
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
