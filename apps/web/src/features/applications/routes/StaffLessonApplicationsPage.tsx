import { LESSON_APPLICATION_STATUS_LABELS, LESSON_APPLICATION_STATUSES } from '@academy/contracts';
import type { TLessonApplicationItem, TLessonApplicationStatus } from '@academy/contracts';
import { useState } from 'react';
import { useT } from '@/i18n/use-language';
import { useLessonApplications } from '../api/get-lesson-applications';
import { ApproveLessonModal } from '../components/review/ApproveLessonModal';
import { LessonApplicationDetailModal } from '../components/review/LessonApplicationDetailModal';
import { LessonApplicationList } from '../components/review/LessonApplicationList';
import { RejectLessonModal } from '../components/review/RejectLessonModal';
import { StaffListPage } from '@/components/staff-area/StaffListPage';
import { usePagedAnswer } from '@/components/staff-area/use-paged-answer';
import { usePagedStatusList } from '@/components/staff-area/use-paged-status-list';

/** One modal at a time: approving or rejecting from the detail view replaces it. */
type TDialog = { kind: 'detail' | 'approve' | 'reject'; request: TLessonApplicationItem } | null;

/** docs/product/screens-and-routes.md lesson-request screen: filter, total, 10 per page, detail/approve/reject modals. */
export function StaffLessonApplicationsPage() {
  const t = useT();
  const copy = t.staffLessons;
  const paging = usePagedStatusList<TLessonApplicationStatus>();
  const [dialog, setDialog] = useState<TDialog>(null);
  const list = useLessonApplications({ page: paging.page, status: paging.status });
  const requests = list.data?.requests ?? [];
  // A decided request steps back from its emptied page itself (closeDecided).
  const answer = usePagedAnswer(paging, list, {
    pages: list.data?.pagination,
    failureLog: 'Loading the lesson requests failed',
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
      page={t.pages.staffLessonApplications}
      statuses={LESSON_APPLICATION_STATUSES}
      labels={LESSON_APPLICATION_STATUS_LABELS}
      {...answer}
      label={copy.listLabel}
      loadingLabel={copy.loading}
      empty={requests.length === 0}
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
