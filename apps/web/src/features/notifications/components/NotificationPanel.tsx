import { feedbackMessage, resolveNotificationText, TOASTS } from '@academy/contracts';
import type { TNotificationItem } from '@academy/contracts';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { LoadingState } from '@/components/loading-state/LoadingState';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { usePerItemFlight } from '@/components/staff-area/use-per-item-flight';
import staff from '@/components/staff-area/Staff.module.css';
import { formatAcademyDateTime } from '@/components/staff-area/staff-dates';
import styles from '@/components/staff-area/Dashboard.module.css';
import { notificationTarget } from './notification-targets';

/** A button of a notification: its text, its accessible name pattern, and what it does. */
type TItemAction = { label: string; name: string; className?: string; act: () => Promise<void> };

/** The latest 10 staff notifications with confirm and go-to actions (docs/product/screens-and-routes.md staff dashboard). */
export function NotificationPanel() {
  const t = useT();
  const copy = t.staffDashboard.notifications;
  const { language } = useLanguage();
  const navigate = useNavigate();
  const query = useNotifications('staff');
  const markRead = useMarkNotificationRead('staff');
  const { busyIds, run } = usePerItemFlight();
  const notifications = query.data?.notifications ?? [];
  const unread = query.data?.unreadCount ?? 0;

  // docs/product/errors.md: load failures on staff screens are only logged.
  useEffect(() => {
    if (query.isError) console.warn('The staff notifications could not be loaded.', query.error);
  }, [query.isError, query.error]);

  /** Marks read; a failure is announced and does not stop a go-to. */
  const markAsRead = async (id: number) => {
    try {
      await markRead.mutateAsync(id);
    } catch {
      toast.error(feedbackMessage('markReadFailed', language), {
        duration: TOASTS.STAFF_ERROR_MS,
      });
    }
  };

  const confirm = (item: TNotificationItem) => run(item.id, () => markAsRead(item.id));

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
        act: () => confirm(item),
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

  return (
    <section className={staff.panel} aria-labelledby="staff-notifications-heading">
      <div className={styles.panelHeader}>
        <div className={styles.headingGroup}>
          <h2 id="staff-notifications-heading" className={styles.heading}>
            {copy.heading}
          </h2>
          {unread > 0 && (
            <span className={styles.count}>{format(copy.unreadCount, { count: unread })}</span>
          )}
        </div>
        <button
          type="button"
          className={staff.button}
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          aria-busy={query.isFetching || undefined}
        >
          {query.isFetching && !query.isPending ? copy.refreshing : copy.refresh}
        </button>
      </div>
      {query.isPending ? (
        <LoadingState label={t.staffDashboard.common.loading} />
      ) : query.isError && !query.data ? (
        <p className={staff.empty} role="status">
          {t.staffDashboard.common.loadFailed}
        </p>
      ) : notifications.length === 0 ? (
        <p className={staff.empty}>{copy.empty}</p>
      ) : (
        <ul className={styles.list}>
          {notifications.map((item) => {
            const text = resolveNotificationText(item, { lang: language, audience: 'staff' });
            const date = formatAcademyDateTime(item.createdAt);
            const target = notificationTarget(item.category);
            const busy = busyIds.includes(item.id);
            const actions = actionsOf(item, target);
            return (
              <li
                key={item.id}
                className={`${styles.item} ${item.isRead ? styles.read : styles.unread}`}
              >
                <div className={styles.itemHeader}>
                  <h3 className={styles.title}>{text.title}</h3>
                  <span
                    className={`${styles.state} ${item.isRead ? styles.readState : styles.unreadState}`}
                  >
                    {item.isRead ? copy.readBadge : copy.unreadBadge}
                  </span>
                  <time className={styles.date} dateTime={item.createdAt}>
                    {date}
                  </time>
                </div>
                <p className={styles.message}>{text.message}</p>
                {actions.length > 0 && (
                  <div className={staff.actions}>
                    {actions.map((action) => (
                      <button
                        key={action.label}
                        type="button"
                        className={action.className}
                        disabled={busy}
                        aria-label={format(action.name, { title: text.title, date })}
                        onClick={() => void action.act()}
                      >
                        {action.label}
                      </button>
                    ))}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
