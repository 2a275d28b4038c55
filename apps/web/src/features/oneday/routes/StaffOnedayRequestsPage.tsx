import { ONEDAY_STATUS_LABELS, ONEDAY_STATUSES } from '@academy/contracts';
import type { TOnedayStatus } from '@academy/contracts';
import { useT } from '@/i18n/use-language';
import { useOnedayRequests } from '../api/get-oneday-requests';
import { OnedayDetailModal } from '../components/oneday-requests/OnedayDetailModal';
import { OnedayRequestList } from '../components/oneday-requests/OnedayRequestList';
import { OnedayScheduleModal } from '../components/oneday-requests/OnedayScheduleModal';
import { StaffListPage } from '@/components/staff-area/StaffListPage';
import { usePagedAnswer } from '@/components/staff-area/use-paged-answer';
import { usePagedStatusList } from '@/components/staff-area/use-paged-status-list';
import { useOnedayStatusChange } from './use-oneday-status-change';

/** /admin/oneday-requests: filter, page, open, contact, schedule, complete or cancel (docs/product/screens-and-routes.md). */
export function StaffOnedayRequestsPage() {
  const t = useT();
  const copy = t.staffRequests.oneday;
  const paging = usePagedStatusList<TOnedayStatus>();
  const list = useOnedayRequests({ page: paging.page, status: paging.status });
  const { detail, setDetail, scheduling, setScheduling, send, onAction, pending } =
    useOnedayStatusChange();
  const answer = usePagedAnswer(paging, list, {
    pages: list.data && { total: list.data.totalCount, totalPages: list.data.totalPages },
    failureLog: 'Loading one-day applications failed',
  });

  const requests = list.data?.requests ?? [];

  return (
    <StaffListPage
      page={t.pages.staffOnedayRequests}
      statuses={ONEDAY_STATUSES}
      labels={ONEDAY_STATUS_LABELS}
      {...answer}
      label={copy.listLabel}
      empty={requests.length === 0}
      emptyText={copy.empty}
      list={
        <OnedayRequestList
          requests={requests}
          onOpen={setDetail}
          onAction={onAction}
          busy={pending}
        />
      }
    >
      <OnedayDetailModal
        request={scheduling ? null : detail}
        onClose={() => setDetail(null)}
        onAction={onAction}
        busy={pending}
      />
      {scheduling && (
        <OnedayScheduleModal
          key={scheduling.requestId}
          request={scheduling}
          onClose={() => setScheduling(null)}
          onConfirm={(scheduledAt) =>
            send({ id: scheduling.requestId, status: 'scheduled', scheduledAt })
          }
          pending={pending}
        />
      )}
    </StaffListPage>
  );
}
