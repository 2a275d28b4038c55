import { LESSON_REQUEST_STATUS_LABELS, LESSON_REQUEST_STATUSES } from '@academy/contracts';
import type { TLessonRequestItem, TLessonRequestStatus } from '@academy/contracts';
import { useState } from 'react';
import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';
import { useLessonRequests } from '../api/get-lesson-requests';
import { ApproveLessonModal } from '../components/lesson-requests/ApproveLessonModal';
import { LessonRequestDetailModal } from '../components/lesson-requests/LessonRequestDetailModal';
import { LessonRequestList } from '../components/lesson-requests/LessonRequestList';
import { RejectLessonModal } from '../components/lesson-requests/RejectLessonModal';
import { PagedStatusList } from '@/components/staff-area/PagedStatusList';
import { usePagedAnswer } from '@/components/staff-area/use-paged-answer';
import { usePagedStatusList } from '@/components/staff-area/use-paged-status-list';

/** One modal at a time: approving or rejecting from the detail view replaces it. */
type TDialog = { kind: 'detail' | 'approve' | 'reject'; request: TLessonRequestItem } | null;

/** docs/product/screens-and-routes.md lesson-request screen: filter, total, 10 per page, detail/approve/reject modals. */
export function StaffLessonRequestsPage() {
  const t = useT();
  const copy = t.staffLessons;
  const paging = usePagedStatusList<TLessonRequestStatus>();
  const [dialog, setDialog] = useState<TDialog>(null);
  const list = useLessonRequests({ page: paging.page, status: paging.status });
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
    onDetail: (request: TLessonRequestItem) => setDialog({ kind: 'detail', request }),
    onApprove: (request: TLessonRequestItem) => setDialog({ kind: 'approve', request }),
    onReject: (request: TLessonRequestItem) => setDialog({ kind: 'reject', request }),
  };

  return (
    <PageShell
      title={t.pages.staffLessonRequests.title}
      description={t.pages.staffLessonRequests.description}
    >
      <PagedStatusList
        statuses={LESSON_REQUEST_STATUSES}
        labels={LESSON_REQUEST_STATUS_LABELS}
        {...answer}
        label={copy.listLabel}
        loadingLabel={copy.loading}
        empty={requests.length === 0}
        // A first load that failed has nothing to list; say so instead of "no requests".
        emptyText={list.isError && !list.data ? copy.loadFailed : copy.empty}
        busy={list.isFetching}
      >
        <LessonRequestList requests={requests} {...actions} />
      </PagedStatusList>
      {dialog?.kind === 'detail' && (
        <LessonRequestDetailModal
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
    </PageShell>
  );
}
