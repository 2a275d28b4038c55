import { staffMessage } from '@academy/contracts';
import type { TOnedayRequestItem } from '@academy/contracts';
import { useState } from 'react';
import { sendStaffChange, staffToast } from '@/components/staff-area/staff-toast';
import { useConfirm } from '@/components/dialogs/dialogs-context';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useUpdateOnedayStatus } from '../api/update-oneday-status';
import type { TOnedayStatusChange } from '../api/update-oneday-status';
import { onedayOutcome } from '../components/oneday-requests/oneday-actions';
import type { TOnedayAction } from '../components/oneday-requests/oneday-actions';

/** The opened and the scheduling application, and the status changes sent for them. */
export function useOnedayStatusChange() {
  const copy = useT().staffRequests.oneday;
  const { language } = useLanguage();
  const [detail, setDetail] = useState<TOnedayRequestItem | null>(null);
  const [scheduling, setScheduling] = useState<TOnedayRequestItem | null>(null);
  const update = useUpdateOnedayStatus();
  const ask = useConfirm();

  const send = (change: TOnedayStatusChange) =>
    sendStaffChange(
      update,
      change,
      () => {
        const outcome = onedayOutcome(change.status);
        const text = staffMessage(outcome.key, language);
        if (outcome.tone === 'error') staffToast.error(text);
        else staffToast.success(text);
        setDetail(null);
        setScheduling(null);
      },
      staffMessage('onedayUpdateFailed', language),
    );

  const act = async (request: TOnedayRequestItem, action: TOnedayAction) => {
    if (action.kind === 'schedule') return setScheduling(request);
    if (action.kind === 'cancel') {
      const question = format(copy.cancelConfirm, { name: request.name });
      const confirmLabel = copy.action.cancelled;
      if (!(await ask({ question, confirmLabel, tone: 'danger' }))) return;
    }
    send({ id: request.requestId, status: action.status });
  };
  const onAction = (request: TOnedayRequestItem, action: TOnedayAction) =>
    void act(request, action);

  const pending = update.isPending;
  return { detail, setDetail, scheduling, setScheduling, send, onAction, pending };
}
