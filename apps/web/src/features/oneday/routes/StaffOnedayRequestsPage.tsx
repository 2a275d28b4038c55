import { ONEDAY_STATUS_LABELS, ONEDAY_STATUSES, staffMessage, TOASTS } from '@academy/contracts';
import type { TOnedayRequestItem, TOnedayStatus } from '@academy/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { PageShell } from '@/components/page-shell/PageShell';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useOnedayRequests } from '../api/get-oneday-requests';
import { useUpdateOnedayStatus } from '../api/update-oneday-status';
import type { TOnedayStatusChange } from '../api/update-oneday-status';
import { OnedayDetailModal } from '../components/oneday-requests/OnedayDetailModal';
import { OnedayRequestList } from '../components/oneday-requests/OnedayRequestList';
import { OnedayScheduleModal } from '../components/oneday-requests/OnedayScheduleModal';
import { onedayOutcome } from '../components/oneday-requests/oneday-actions';
import type { TOnedayAction } from '../components/oneday-requests/oneday-actions';
import { PagedStatusList } from '@/components/staff-area/PagedStatusList';
import { useLoadFailureLog } from '@/components/staff-area/use-load-failure-log';
import { usePagedStatusList } from '@/components/staff-area/use-paged-status-list';
import { errorMessageOf } from '@/lib/api-error';

/** /admin/oneday-requests: filter, page, open, contact, schedule, complete or cancel (docs/product/screens-and-routes.md). */
export function StaffOnedayRequestsPage() {
  const t = useT();
  const copy = t.staffRequests.oneday;
  const { language } = useLanguage();
  const paging = usePagedStatusList<TOnedayStatus>();
  const [detail, setDetail] = useState<TOnedayRequestItem | null>(null);
  const [scheduling, setScheduling] = useState<TOnedayRequestItem | null>(null);
  const list = useOnedayRequests({ page: paging.page, status: paging.status });
  const update = useUpdateOnedayStatus();
  const totalPages = list.data?.totalPages ?? 0;

  useLoadFailureLog(list.error, 'Loading one-day applications failed');
  paging.keepPageWithin(totalPages);

  const send = (change: TOnedayStatusChange) => {
    if (update.isPending) return;
    update.mutate(change, {
      onSuccess: () => {
        const outcome = onedayOutcome(change.status);
        const text = staffMessage(outcome.key, language);
        if (outcome.tone === 'error') toast.error(text, { duration: TOASTS.STAFF_ERROR_MS });
        else toast.success(text, { duration: TOASTS.STAFF_SUCCESS_MS });
        setDetail(null);
        setScheduling(null);
      },
      onError: (error) => {
        toast.error(errorMessageOf(error, staffMessage('onedayUpdateFailed', language)), {
          duration: TOASTS.STAFF_ERROR_MS,
        });
      },
    });
  };

  const onAction = (request: TOnedayRequestItem, action: TOnedayAction) => {
    if (action.kind === 'schedule') return setScheduling(request);
    if (
      action.kind === 'cancel' &&
      !window.confirm(format(copy.cancelConfirm, { name: request.name }))
    ) {
      return;
    }
    send({ id: request.requestId, status: action.status });
  };

  const requests = list.data?.requests ?? [];

  return (
    <PageShell
      title={t.pages.staffOnedayRequests.title}
      description={t.pages.staffOnedayRequests.description}
    >
      <PagedStatusList
        statuses={ONEDAY_STATUSES}
        labels={ONEDAY_STATUS_LABELS}
        paging={paging}
        total={list.data?.totalCount}
        totalPages={totalPages}
        label={copy.listLabel}
        pending={list.isPending}
        empty={requests.length === 0}
        emptyText={copy.empty}
      >
        <OnedayRequestList
          requests={requests}
          onOpen={setDetail}
          onAction={onAction}
          busy={update.isPending}
        />
      </PagedStatusList>
      <OnedayDetailModal
        request={scheduling ? null : detail}
        onClose={() => setDetail(null)}
        onAction={onAction}
        busy={update.isPending}
      />
      {scheduling && (
        <OnedayScheduleModal
          key={scheduling.requestId}
          request={scheduling}
          onClose={() => setScheduling(null)}
          onConfirm={(scheduledAt) =>
            send({ id: scheduling.requestId, status: 'scheduled', scheduledAt })
          }
          pending={update.isPending}
        />
      )}
    </PageShell>
  );
}
