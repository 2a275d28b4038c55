import { feedbackMessage } from '@academy/contracts';
import type { TNotificationItem } from '@academy/contracts';
import { staffToast } from '@/components/staff-area/staff-toast';
import { useNavigate } from 'react-router-dom';
import staff from '@/components/staff-area/Staff.module.css';
import { usePerItemFlight } from '@/components/staff-area/use-per-item-flight';
import { useLanguage, useT } from '@/i18n/use-language';
import { useMarkNotificationRead } from '../api/mark-notification-read';

/** A button of a notification: its text, its accessible name pattern, and what it does. */
export type TItemAction = {
  label: string;
  name: string;
  className?: string;
  act: () => Promise<void>;
};

/** Confirm and go-to of the staff notifications, one at a time per item. */
export function useNotificationActions() {
  const copy = useT().staffDashboard.notifications;
  const { language } = useLanguage();
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead('staff');
  const { busyIds, run } = usePerItemFlight();

  /** Marks read; a failure is announced and does not stop a go-to. */
  const markAsRead = async (id: number) => {
    try {
      await markRead.mutateAsync(id);
    } catch {
      staffToast.error(feedbackMessage('markReadFailed', language));
    }
  };

  const acknowledge = (item: TNotificationItem) => run(item.id, () => markAsRead(item.id));

  const goTo = (item: TNotificationItem, target: string) =>
    run(item.id, async () => {
      if (!item.isRead) await markAsRead(item.id);
      void navigate(target);
    });

  /** The item's buttons: confirm while unread, go-to where its category has a screen. */
  const actionsOf = (item: TNotificationItem, target: string | null) => {
    const actions: TItemAction[] = [];
    if (!item.isRead) {
      actions.push({
        label: copy.confirm,
        name: copy.confirmLabel,
        className: staff.button,
        act: () => acknowledge(item),
      });
    }
    if (target) {
      actions.push({
        label: copy.goTo,
        name: copy.goToLabel,
        className: staff.primaryButton,
        act: () => goTo(item, target),
      });
    }
    return actions;
  };

  return { busyIds, actionsOf };
}
