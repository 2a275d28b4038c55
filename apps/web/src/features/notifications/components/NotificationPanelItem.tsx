import { notificationDetail, resolveNotificationText } from '@academy/contracts';
import type { TNotificationItem } from '@academy/contracts';
import styles from '@/components/staff-area/Dashboard.module.css';
import staff from '@/components/staff-area/Staff.module.css';
import { formatAcademyDateTime } from '@/components/staff-area/staff-dates';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import type { TItemAction } from './use-notification-actions';

type TNotificationPanelItemProps = {
  item: TNotificationItem;
  actions: readonly TItemAction[];
  busy: boolean;
};

/** One notification: title, read state, time, message, who and when, and its buttons. */
export function NotificationPanelItem({ item, actions, busy }: TNotificationPanelItemProps) {
  const copy = useT().staffDashboard.notifications;
  const { language } = useLanguage();
  const text = resolveNotificationText(item, { lang: language, audience: 'staff' });
  const detail = notificationDetail(item, language);
  const date = formatAcademyDateTime(item.createdAt);
  return (
    <li className={`${styles.item} ${item.isRead ? styles.read : styles.unread}`}>
      <div className={styles.itemHeader}>
        <h3 className={styles.title}>{text.title}</h3>
        <span className={`${styles.state} ${item.isRead ? styles.readState : styles.unreadState}`}>
          {item.isRead ? copy.readBadge : copy.unreadBadge}
        </span>
        <time className={styles.date} dateTime={item.createdAt}>
          {date}
        </time>
      </div>
      <p className={styles.message}>{text.message}</p>
      {detail && <p className={styles.detail}>{detail}</p>}
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
}
