import { feedbackMessage } from '@academy/contracts';
import { useEffect } from 'react';
import { staffToast } from '@/components/staff-area/staff-toast';
import { LoadingState } from '@/components/loading-state/LoadingState';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import staff from '@/components/staff-area/Staff.module.css';
import styles from '@/components/staff-area/Dashboard.module.css';
import { notificationTarget } from './notification-targets';
import { NotificationPanelItem } from './NotificationPanelItem';
import { useNotificationActions } from './use-notification-actions';

/** The latest 10 staff notifications with confirm and go-to actions (docs/product/screens-and-routes.md staff dashboard). */
export function NotificationPanel() {
  const t = useT();
  const copy = t.staffDashboard.notifications;
  const { language } = useLanguage();
  const query = useNotifications('staff');
  const markAll = useMarkAllNotificationsRead();
  const { busyIds, actionsOf } = useNotificationActions();
  const notifications = query.data?.notifications ?? [];
  const unread = query.data?.unreadCount ?? 0;

  // docs/product/errors.md: load failures on staff screens are only logged.
  useEffect(() => {
    if (query.isError) console.warn('The staff notifications could not be loaded.', query.error);
  }, [query.isError, query.error]);

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
        <div className={staff.actions}>
          <button
            type="button"
            className={staff.button}
            onClick={() =>
              markAll.mutate(undefined, {
                onError: () => staffToast.error(feedbackMessage('markReadFailed', language)),
              })
            }
            disabled={unread === 0 || markAll.isPending}
            aria-busy={markAll.isPending || undefined}
          >
            {markAll.isPending ? copy.markingAllRead : copy.markAllRead}
          </button>
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
          {notifications.map((item) => (
            <NotificationPanelItem
              key={item.id}
              item={item}
              actions={actionsOf(item, notificationTarget(item.category))}
              busy={busyIds.includes(item.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
