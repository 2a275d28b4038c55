import { LESSON_APPLICATION_STATUS_LABELS, LESSON_APPLICATION_STATUSES } from '@academy/contracts';
import type { TLessonApplicationItem } from '@academy/contracts';
import { useState } from 'react';
import { useT } from '@/i18n/use-language';
import { useLessonApplications } from '../api/get-lesson-applications';
import { ApproveLessonModal } from '../components/review/ApproveLessonModal';
import { LessonApplicationDetailModal } from '../components/review/LessonApplicationDetailModal';
import { LessonApplicationList } from '../components/review/LessonApplicationList';
import { RejectLessonModal } from '../components/review/RejectLessonModal';
import { StaffListPage } from '@/components/staff-area/StaffListPage';
import { useStaffList } from '@/components/staff-area/use-staff-list';
import { useStaffPagesCopy } from '@/i18n/sections/staff-pages';

/** One modal at a time: approving or rejecting from the detail view replaces it. */
type TDialog = { kind: 'detail' | 'approve' | 'reject'; request: TLessonApplicationItem } | null;

/** docs/product/screens-and-routes.md lesson-request screen: filter, total, 10 per page, detail/approve/reject modals. */
export function StaffLessonApplicationsPage() {
  const t = useT();
  const staffPages = useStaffPagesCopy();
  const copy = t.staffLessons;
  const [dialog, setDialog] = useState<TDialog>(null);
  const {
    paging,
    list,
    items: requests,
    answer,
  } = useStaffList(useLessonApplications, {
    rows: (data) => data.requests,
    pages: (data) => data.pagination,
    failureLog: 'Loading the lesson requests failed',
    // A decided request steps back from its emptied page itself (closeDecided).
    keepPageWithin: false,
  });

  const close = () => setDialog(null);
  // Under the pending filter a decided request leaves the list; its emptied page steps back.
  const closeDecided = () => {
    setDialog(null);
    if (paging.status === 'pending' && requests.length === 1 && paging.page > 1) {
      paging.setPage(paging.page - 1);
    }
  };
  const actions = {
    onDetail: (request: TLessonApplicationItem) => setDialog({ kind: 'detail', request }),
    onApprove: (request: TLessonApplicationItem) => setDialog({ kind: 'approve', request }),
    onReject: (request: TLessonApplicationItem) => setDialog({ kind: 'reject', request }),
  };

  return (
    <StaffListPage
      page={staffPages.staffLessonApplications}
      statuses={LESSON_APPLICATION_STATUSES}
      labels={LESSON_APPLICATION_STATUS_LABELS}
      copy={copy}
      {...answer}
      loadingLabel={copy.loading}
      // A first load that failed has nothing to list; say so instead of "no requests".
      emptyText={list.isError && !list.data ? copy.loadFailed : copy.empty}
      busy={list.isFetching}
      list={<LessonApplicationList requests={requests} {...actions} />}
    >
      {dialog?.kind === 'detail' && (
        <LessonApplicationDetailModal
          request={dialog.request}
          onClose={close}
          onApprove={actions.onApprove}
          onReject={actions.onReject}
        />
      )}
      {dialog?.kind === 'approve' && (
        <ApproveLessonModal request={dialog.request} onClose={close} onDecided={closeDecided} />
      )}
      {dialog?.kind === 'reject' && (
        <RejectLessonModal request={dialog.request} onClose={close} onDecided={closeDecided} />
      )}
    </StaffListPage>
  );
}
