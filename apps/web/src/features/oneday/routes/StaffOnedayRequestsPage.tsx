import { ONEDAY_STATUS_LABELS, ONEDAY_STATUSES } from '@academy/contracts';
import { useT } from '@/i18n/use-language';
import { useOnedayRequests } from '../api/get-oneday-requests';
import { OnedayDetailModal } from '../components/oneday-requests/OnedayDetailModal';
import { OnedayRequestList } from '../components/oneday-requests/OnedayRequestList';
import { OnedayScheduleModal } from '../components/oneday-requests/OnedayScheduleModal';
import { StaffListPage } from '@/components/staff-area/StaffListPage';
import { useStaffList } from '@/components/staff-area/use-staff-list';
import { useOnedayStatusChange } from './use-oneday-status-change';
import { useStaffPagesCopy } from '@/i18n/sections/staff-pages';

/** /admin/oneday-requests: filter, page, open, contact, schedule, complete or cancel (docs/product/screens-and-routes.md). */
export function StaffOnedayRequestsPage() {
  const t = useT();
  const staffPages = useStaffPagesCopy();
  const copy = t.staffRequests.oneday;
  const { items, answer } = useStaffList(useOnedayRequests, {
    rows: (data) => data.requests,
    pages: (data) => ({ total: data.totalCount, totalPages: data.totalPages }),
    failureLog: 'Loading one-day applications failed',
  });
  const { detail, setDetail, scheduling, setScheduling, send, onAction, pending } =
    useOnedayStatusChange();

  return (
    <StaffListPage
      page={staffPages.staffOnedayRequests}
      statuses={ONEDAY_STATUSES}
      labels={ONEDAY_STATUS_LABELS}
      copy={copy}
      {...answer}
      list={
        <OnedayRequestList requests={items} onOpen={setDetail} onAction={onAction} busy={pending} />
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
